/// Screens' coordinators run on the main actor, and so does every subclass.
@MainActor
class Coordinator {
  func start() {}
}
