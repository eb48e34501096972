// Placeholder (issue 3).
