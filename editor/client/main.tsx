import { createRoot } from 'react-dom/client';
import { App } from './App';
import { keepSessionSecret } from './api';

keepSessionSecret();
const root = document.getElementById('editor');
if (root) createRoot(root).render(<App />);
