func f93() { _ = √Foo.shared }
