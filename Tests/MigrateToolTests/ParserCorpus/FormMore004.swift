func g5() { let v = -/.shared/ }
