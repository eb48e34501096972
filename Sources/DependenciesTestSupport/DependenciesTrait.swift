// Placeholder (issue 2).
