import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview.tsx';

setProjectAnnotations([a11yAnnotations, projectAnnotations]);

// findBy* and waitFor wait for a state; 10 s is the ceiling, not an expected time: on a loaded
// 2-core machine the first story of a file can take seconds to load its lazy parts.
configure({ asyncUtilTimeout: 10_000 });
