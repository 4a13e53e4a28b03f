import Features

extension UserScreen {
  /// Puts the cursor on the user's album at `index`, as a click does.
  func point(at index: Int, _ state: inout State) -> Effect<Action> {
    guard state.albums.indices.contains(index) else { return .none }
    state.album = index
    return .none
  }
}
