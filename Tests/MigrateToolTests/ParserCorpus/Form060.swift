func f62(_ x: borrowing A.shared) {}
