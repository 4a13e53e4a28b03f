import Features
import JSONPlaceholderFeatures

/// A screen of the browser: a tab's root list, or a detail opened from it.
enum BrowseScreen: Sendable, Hashable {
  case posts
  case users
  case post(PostDetailFeature.State)
  case user(UserDetailFeature.State)
  /// The Albums tab's list of albums.
  case albums(AlbumList)
  /// An album's photos as a grid.
  case album(AlbumGrid)
  case photo(PhotoScreen)
  case todos(TodosScreen)
  /// A form that creates or edits a user or a post.
  case form(FormScreen)
}

/// A screen on a tab's stack, with where it was scrolled to, kept while screens above it are
/// shown.
struct ScreenEntry: Sendable, Hashable, Identifiable {
  /// Tells the screens apart, for the results of their own loads.
  var id: ScreenID
  var screen: BrowseScreen
  var position = ListPosition()
}
