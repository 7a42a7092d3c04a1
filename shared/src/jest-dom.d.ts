// Types for the jest-dom matchers the shared jest setup installs (toBeInTheDocument, toHaveFocus…).
import '@testing-library/jest-dom';
