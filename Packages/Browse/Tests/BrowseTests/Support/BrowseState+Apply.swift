import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

@testable import Browse

extension BrowseState {
  /// Applies `action` as ``BrowseFeature`` does, without running any effect: the child it is
  /// for, then the parent's reaction, then the children's actions that the reaction's requests
  /// ask for. Returns the reaction's requests.
  mutating func apply(_ action: BrowseAction) -> [BrowseRequest] {
    let feature = BrowseFeature(client: .unimplemented)
    _ = feature.children.reduce(into: &self, action: action)
    let requests = reduce(action)
    for request in requests {
      _ = feature.perform(request, &self)
    }
    return requests
  }

  /// A browser of `size` on the posts, which has loaded `posts`, all there are.
  static func withPosts(_ posts: [PostSummary], size: TerminalSize) -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = state.apply(
      .postsAnswered(
        PostsListFeature.State(
          query: PostsPage.query(1),
          posts: .loaded(Page.numbered(posts, number: 1, size: 20, totalCount: posts.count)))))
    return state
  }

  /// A browser of `size` on the Albums tab, which has `albums`.
  static func onAlbums(_ albums: [Album], size: TerminalSize) -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("3")))
    _ = state.apply(
      .albumsAnswered(
        screen: state.top.id,
        AlbumsFeature.State(query: AlbumQuery(), page: .loaded(Page(items: albums)))))
    return state
  }
}

/// The pages of posts as the browser asks for them.
enum PostsPage {
  /// Posts asked for at a time.
  static let size = BrowseState.postsPageSize

  /// The query of page `number`.
  static func query(_ number: Int) -> PostQuery {
    PostQuery(options: ListOptions(page: number, perPage: size))
  }
}

/// The answers the browser's children get, as tests give them: each is the child's action
/// that brings the state given, a page or a detail loaded, a failure, or a load under way.
extension BrowseAction {
  /// The feed of posts gets `state`'s page, the page of its query.
  static func postsAnswered(_ state: PostsListFeature.State) -> Self {
    let number = state.list.query.options.page ?? 1
    return switch state.posts {
    case .loading: .posts(.loadNextPage)
    case .loaded(let page): .posts(.pageResponse(page: number, .success(page)))
    case .failed(let failure): .posts(.pageResponse(page: number, .failure(failure)))
    }
  }

  /// The users list gets `state`'s users.
  static func usersAnswered(_ state: UsersListFeature.State) -> Self {
    .users(listAnswer(state.users))
  }

  /// Every post, for the search, gets `state`'s posts.
  static func allPostsAnswered(_ state: PostsListFeature.State) -> Self {
    .allPosts(listAnswer(state.posts))
  }

  /// The post of screen `screen` gets `state`'s detail.
  static func postAnswered(screen: ScreenID, _ state: PostDetailFeature.State) -> Self {
    .screen(screen, .post(detailAnswer(state.detail)))
  }

  /// The user of screen `screen` gets `state`'s detail.
  static func userAnswered(screen: ScreenID, _ state: UserDetailFeature.State) -> Self {
    .screen(screen, .user(detailAnswer(state.detail)))
  }

  /// The checklist of screen `screen` gets `state`'s to-dos.
  static func todosAnswered(screen: ScreenID, _ state: TodoChecklistFeature.State) -> Self {
    switch state.todos {
    case .loading: .screen(screen, .todos(.load))
    case .loaded(let todos): .screen(screen, .todos(.todosResponse(.success(todos))))
    case .failed(let failure): .screen(screen, .todos(.todosResponse(.failure(failure))))
    }
  }

  /// The album list of screen `screen` gets `state`'s albums.
  static func albumsAnswered(screen: ScreenID, _ state: AlbumsFeature.State) -> Self {
    .screen(screen, .albums(listAnswer(state.page)))
  }

  /// The photos of screen `screen` get `state`'s photos.
  static func photosAnswered(screen: ScreenID, _ state: PhotosFeature.State) -> Self {
    .screen(screen, .photos(listAnswer(state.page)))
  }

  /// The deletion of `target` gets the server's answer: `target` deleted, or `failure`.
  static func deletionAnswered(_ target: DeleteFeature.Target, failure: LoadFailure? = nil)
    -> Self
  {
    .deletion(target, .deleteResponse(failure.map { .failure($0) } ?? .success(target)))
  }

  /// The action of the deletion of `target`.
  static func deletion(_ target: DeleteFeature.Target, _ action: DeleteFeature.Action) -> Self {
    .deletion(ElementAction(id: target, action: action))
  }

  private static func listAnswer<Query, Item>(_ page: Loadable<Page<Item>>)
    -> ListFeature<Query, Item>.Action
  {
    switch page {
    case .loading: .load
    case .loaded(let page): .pageResponse(.success(page))
    case .failed(let failure): .pageResponse(.failure(failure))
    }
  }

  private static func listAnswer<Query, Item>(_ page: Loadable<Page<Item>>)
    -> SearchableListFeature<Query, Item>.Action
  {
    .list(listAnswer(page))
  }

  private static func listAnswer(_ page: Loadable<Page<User>>) -> UsersListFeature.Action {
    .list(listAnswer(page))
  }

  private static func detailAnswer<ID, Value>(_ detail: Loadable<Value>)
    -> DetailFeature<ID, Value>.Action
  {
    switch detail {
    case .loading: .load
    case .loaded(let value): .detailResponse(.success(value))
    case .failed(let failure): .detailResponse(.failure(failure))
    }
  }
}
