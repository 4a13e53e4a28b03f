import Features
import ScreenKit
import TerminalKit

/// The tabs' lists, each the root of its tab, as one feature of the browser. Each tab's list is
/// a screen like those opened over it (``OpenedScreen``), held by its tab and run by the
/// feature registered for its type: the generic list of any resource's records, or one an API
/// registers for a resource (``OwnTabList``). The browser reads a tab's list as a
/// ``BrowseScreen`` and tells it what to do with a ``ScreenInput``, whichever tab it is.
public struct TabLists: Reducer {
  public struct State: Sendable, Hashable {
    private var lists: [BrowseTab: OpenedScreen.State]
    /// The size the lists were first laid out in.
    public let size: TerminalSize

    /// The lists of `catalog`'s tabs laid out in `size`, before any is first shown: the list
    /// registered for each resource, else the generic list of its records.
    public init(size: TerminalSize, catalog: ResourceCatalog) {
      self.size = size
      lists = Dictionary(
        catalog.resources.map { resource in
          var records = RecordsScreen.State(
            query: RecordsQuery(tab: resource), idField: catalog.idField,
            fieldNames: catalog.fields[resource.name], size: size)
          records.rules = catalog.rules[resource.name] ?? [:]
          records.linkNames = RecordLinkNames(of: resource, in: catalog)
          return (
            BrowseTab(resource),
            resource.screens.list?.list(size: size) ?? OpenedScreen.State(records)
          )
        },
        uniquingKeysWith: { first, _ in first })
    }

    /// The list of `tab`.
    public subscript(tab: BrowseTab) -> OpenedScreen.State? {
      get { lists[tab] }
      set { lists[tab] = newValue }
    }

    /// The list of `tab`, when it is a list of type `type`.
    public func list<Screen: OpenedScreenState>(_ tab: BrowseTab, as type: Screen.Type) -> Screen? {
      lists[tab]?.as(type)
    }

    public func root(of tab: BrowseTab) -> any BrowseScreen {
      lists[tab]?.shown
        ?? RecordsScreen.State(
          query: RecordsQuery(tab: BrowsedResource(name: tab.resource)), idField: "id",
          size: size)
    }
  }

  /// An action of the list of `tab`.
  public struct Action: Sendable, Hashable {
    public let tab: BrowseTab
    public let action: OpenedScreen.Action

    public init(_ tab: BrowseTab, _ action: OpenedScreen.Action) {
      self.tab = tab
      self.action = action
    }

    /// What the list asks of the browser, when the action is that.
    public var delegate: BrowseDelegate? { action.delegate }

    /// The record the server answered deleted, when the action says so.
    public var deletedRecord: RecordKey? { action.deletedRecord }

    /// Whether the action says that the server answered a read of the list's.
    var isServerReached: Bool { action.readSource == .server }
  }

  /// The generic list of any resource's records, whose deletions a relation's list opened over
  /// a record shares.
  public let records: RecordsScreen
  /// The features of the lists, by the type of their state.
  private let features: OpenedScreen

  /// The tabs' lists: the generic list of any resource's records, `records`, and the lists an
  /// API registers for its resources, `lists`.
  public init(records: RecordsScreen, lists: [ScreenRegistration]) {
    self.records = records
    features = OpenedScreen(lists + [ScreenRegistration(records)])
  }

  /// Runs the action on its tab's list, whose work is kept apart by its tab, so that one tab's
  /// load never cancels another's.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard var list = state[action.tab] else { return .none }
    state[action.tab] = nil
    defer { state[action.tab] = list }
    return features.reduce(into: &list, action: action.action)
      .scoped(to: TabScope(tab: action.tab))
      .map { Action(action.tab, $0) }
  }

  /// The cancellation scope of a tab's list.
  public struct TabScope: Hashable, Sendable {
    public let tab: BrowseTab
  }

  /// Runs `input`, which every list takes, on `tab`'s list at once.
  public func tell(_ tab: BrowseTab, _ input: ScreenInput, _ state: inout State) -> Effect<Action> {
    reduce(into: &state, action: Action(tab, .input(input)))
  }
}
