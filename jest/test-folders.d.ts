/** Where the server tests' folders go (test-folders.js). */
export declare function testFolders(): string;
