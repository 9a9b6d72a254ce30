// An XMLHttpRequest double at the network boundary, for the back office's uploads (they report
// their progress, which fetch cannot): the real thunk, store and components run; the test says
// how far each request's body has gone and how the server answers.

export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports `loaded` bytes of the body sent. */
  progress(loaded: number): void;
  /** The server's answer: its status and JSON body. */
  answer(status: number, body: unknown): void;
}

export interface XhrDouble {
  sent: SentRequest[];
  restore(): void;
}

export function installXhr(): XhrDouble {
  const original = globalThis.XMLHttpRequest;
  const sent: SentRequest[] = [];
  class XhrDoubleRequest {
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({
        ...this.request,
        body,
        progress: (loaded) => this.upload.onprogress?.({ loaded }),
        answer: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
      });
    }
  }
  globalThis.XMLHttpRequest = XhrDoubleRequest as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore() {
      globalThis.XMLHttpRequest = original;
    },
  };
}
