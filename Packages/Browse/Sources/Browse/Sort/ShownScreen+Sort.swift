import ScreenKit

extension ShownScreen {
  /// The sort of the list shown, on a list that sorts.
  var sort: ListSort? {
    switch self {
    case .posts(let state): state.sort
    case .users(let state): state.sort
    case .albums(let state): state.sort
    case .todos(let state): state.sort
    case .post, .user, .album, .photo, .form: nil
    }
  }
}
