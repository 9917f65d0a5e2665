// Loaded on demand (`?hostile`), so the plain host stays plain.
import 'bootstrap/dist/css/bootstrap.css';
import './hostile.css';
