// Placeholder: the DI core lands here (issue 2).
