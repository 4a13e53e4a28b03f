import Features
import HTTPClient
import TestSupport
import Testing

struct Recipe: Sendable, Hashable, Identifiable, Searchable {
  var id: Int
  var title: String

  var searchableFields: [String] { [title] }
}

struct RecipeQuery: ListQuery {
  var cuisine: String

  var requestedPage: (number: Int, size: Int)? { nil }
  var wholeCollection: RecipeQuery { self }
}

struct RecipesClient: Sendable {
  var recipes: @Sendable (RecipeQuery) async throws -> Page<Recipe>
}

struct Greeting: Reducer {
  struct State: Sendable, Equatable {
    var text = ""
  }

  enum Action: Sendable, Equatable {
    case greet(String)
    case greeted(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet(let name):
      state.text = "…"
      return .run { send in await send(.greeted("Hello, \(name)!")) }
    case .greeted(let text):
      state.text = text
      return .none
    }
  }
}

struct Cookbook: Reducer {
  typealias Recipes = SearchableListFeature<RecipeQuery, Recipe>
  typealias Deletion = DeletionFeature<Recipe.ID>

  struct State: Sendable, Equatable {
    var recipes = Recipes.State(query: RecipeQuery(cuisine: "japanese"))
    var deletion: Deletion.State?
  }

  enum Action: Sendable, Equatable {
    case recipes(Recipes.Action)
    case deletion(Deletion.Action)
    case askToDelete(Recipe.ID)

    static let recipesCase = ActionCase<Self, Recipes.Action>(embed: Self.recipes) {
      guard case .recipes(let action) = $0 else { return nil }
      return action
    }
    static let deletionCase = ActionCase<Self, Deletion.Action>(embed: Self.deletion) {
      guard case .deletion(let action) = $0 else { return nil }
      return action
    }
  }

  let client: RecipesClient
  let removeRecipe: @Sendable (Recipe.ID) async throws -> Void

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Scope(state: \.recipes, action: Action.recipesCase) { Recipes(fetch: client.recipes) }
      .combined(with: Reduce(Self.core))
      .ifLet(\.deletion, action: Action.deletionCase) { Deletion(delete: removeRecipe) }
      .reduce(into: &state, action: action)
  }

  static func core(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .askToDelete(let id):
      state.deletion = Deletion.State(target: id)
      return .send(.deletion(.delete))
    case .deletion(.deleteResponse(.success)):
      state.deletion = nil
      return .send(.recipes(.list(.load)))
    case .deletion(.cancel):
      state.deletion = nil
      return .none
    case .recipes, .deletion:
      return .none
    }
  }
}

/// The code of the "Getting Started with Features" article (`Features.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedTests {
  @Test func runAFeature() async {
    let client = RecipesClient(recipes: { _ in
      Page(items: [Recipe(id: 1, title: "Ramen")], totalCount: 1)
    })
    let store = Store(
      initialState: ListFeature<RecipeQuery, Recipe>.State(query: RecipeQuery(cuisine: "japanese")),
      reducer: ListFeature(fetch: client.recipes))
    await store.send(.load)
    let titles = await store.state.page.value?.items.map(\.title)
    // titles == ["Ramen"]

    checkEqual(titles, ["Ramen"])
  }

  @Test func aFailedLoadKeepsItsNetworkError() {
    let failure = LoadFailure(NetworkError.notFound(resource: "recipe", id: "9"))
    // failure.message == "recipe 9 not found"

    checkEqual(failure.message, "recipe 9 not found")
    checkEqual(failure.networkError, .notFound(resource: "recipe", id: "9"))
  }

  @Test func writeAReducer() async {
    let greeting = Store(initialState: Greeting.State(), reducer: Greeting())
    await greeting.send(.greet("Ada"))
    let text = await greeting.state.text
    // text == "Hello, Ada!"

    checkEqual(text, "Hello, Ada!")
  }

  @Test func composeFeatures() async {
    let loads = Log<RecipeQuery>()
    let client = RecipesClient(recipes: { query in
      loads.append(query)
      return Page(items: [Recipe(id: 1, title: "Ramen")], totalCount: 1)
    })
    let cookbook = Store(
      initialState: Cookbook.State(),
      reducer: Cookbook(client: client, removeRecipe: { _ in }))
    await cookbook.send(.recipes(.list(.load)))
    await cookbook.send(.askToDelete(1))
    await cookbook.send(.deletion(.confirm))
    let afterDeleting = await cookbook.state
    // afterDeleting.deletion == nil, and the recipes were loaded again

    checkEqual(afterDeleting.deletion, nil)
    checkEqual(afterDeleting.recipes.visibleItems.map(\.title), ["Ramen"])
    checkEqual(loads.entries.count, 2)
  }
}
