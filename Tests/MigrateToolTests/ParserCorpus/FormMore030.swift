func g31() { _ = a<b>.shared }
