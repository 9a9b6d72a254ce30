import { Outlet } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this area.
export function AboutLayout() {
  return (
    <>
      <PageHeader title="About Us" />
      <Outlet />
    </>
  );
}
export function OurValuesPage() {
  return <PageHeader title="Our Values" />;
}
export function OurVisionPage() {
  return <PageHeader title="Our Vision" />;
}
export function WhoWeArePage() {
  return <PageHeader title="Who We Are" />;
}
export function WhatWeDoPage() {
  return <PageHeader title="What We Do" />;
}
