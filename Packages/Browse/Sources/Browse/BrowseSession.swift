import Features
import Foundation
import NetworkClient
import TerminalKit

/// The browser's runtime: the event loop between the terminal, the state and the features'
/// stores.
///
/// It waits on one stream of events (keys, signals, the stores' new states, and the two
/// timers: the Escape key's and the spinner's), so it uses no CPU while nothing happens. The
/// spinner's timer runs only while something is loading. Each event goes through
/// ``BrowseState/reduce(_:)``; the requests it returns are sent to the stores, which load on
/// their own tasks, so a slow request never holds up the keys. After each event the screen is
/// rendered and only what changed is written (``ScreenDiff``).
actor BrowseSession {
  enum Event: Sendable {
    case terminal(TerminalEvent)
    /// The terminal's input ended: there is nobody left to read keys from.
    case terminalClosed
    case escapeTimeout
    /// The age of the data shown may read differently now.
    case ageTimeout
    case browse(BrowseAction)
  }

  /// How long a lone `ESC` waits for the rest of a sequence before it counts as the Escape key.
  static let escapeTimeout = Duration.milliseconds(50)
  /// How long a paste whose end has not come waits for more bytes before it is ended as it is.
  static let pasteTimeout = Duration.milliseconds(500)
  /// How long `decoder`'s pending input waits for more bytes before it is flushed.
  static func flushTimeout(for decoder: KeyDecoder) -> Duration {
    decoder.isPasting ? pasteTimeout : escapeTimeout
  }

  /// The time between two frames of the spinner.
  static let spinnerInterval = Duration.milliseconds(80)

  let terminal: any TerminalDevice
  let client: NetworkClient
  private let usesColor: Bool
  private let colorDepth: ColorDepth
  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool
  private let clock: any Clock<Duration>
  private let warnings: AsyncStream<[String]>?
  private let events: AsyncStream<Event>
  let continuation: AsyncStream<Event>.Continuation
  /// The external editor's command line, for a form's body.
  let editorCommand: String

  private var state: BrowseState
  private var decoder = KeyDecoder()
  private var shown: CellBuffer?
  private let postsStore: Store<PostsListFeature>
  private let usersStore: Store<UsersListFeature>
  /// Every post, loaded once when the posts are first searched.
  private let allPostsStore: Store<PostsListFeature>
  var albumListStores: [ScreenID: Store<AlbumsFeature>] = [:]
  var photoStores: [ScreenID: Store<PhotosFeature>] = [:]
  private var todoStores: [ScreenID: Store<TodoChecklistFeature>] = [:]
  var postStores: [ScreenID: Store<PostDetailFeature>] = [:]
  var userStores: [ScreenID: Store<UserDetailFeature>] = [:]
  var formChannels: [ScreenID: FormChannel] = [:]
  /// Forwards the last deletion's states.
  var deletionTask: Task<Void, Never>?
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var screenTasks: [ScreenID: [Int]] = [:]
  private var nextTask = 0
  private var escapeTimer: Task<Void, Never>?
  private var spinnerTimer: Task<Void, Never>?
  private var ageTimer: Task<Void, Never>?
  /// Whether the program was stopped (Ctrl-Z) and has not continued yet, so nothing is drawn.
  var isSuspended = false

  /// Creates a session on `terminal`, loading through `client`, its timers on `clock`, showing
  /// the cache's `warnings` as they come; `isOffline` when the client may not use the network;
  /// editing a form's body with `editor` (by default `$VISUAL`, `$EDITOR` or `vi`).
  init(
    terminal: any TerminalDevice, client: NetworkClient, usesColor: Bool,
    clock: any Clock<Duration> = ContinuousClock(), warnings: AsyncStream<[String]>? = nil,
    isOffline: Bool = false,
    colorDepth: ColorDepth = .indexed256,
    openURL: @escaping @Sendable (String) -> Bool = URLOpener.open,
    editor: String = ExternalEditor(environment: ProcessInfo.processInfo.environment).command
  ) {
    self.terminal = terminal
    editorCommand = editor
    self.client = client
    self.usesColor = usesColor
    self.colorDepth = colorDepth
    self.openURL = openURL
    self.clock = clock
    self.warnings = warnings
    (events, continuation) = AsyncStream.makeStream(of: Event.self)
    state = BrowseState(size: terminal.size(), isOffline: isOffline)
    let postsClient = AuthorsOnce().client(client)
    postsStore = Store(
      initialState: PostsListFeature.State(),
      reducer: PostsListFeature(client: postsClient))
    allPostsStore = Store(
      initialState: PostsListFeature.State(), reducer: PostsListFeature(client: postsClient))
    usersStore = Store(
      initialState: UsersListFeature.State(),
      reducer: UsersListFeature(client: client))
  }

  /// Runs until the person quits, restoring the terminal on the way out whatever happens.
  func run() async -> Browser.Ending {
    do {
      try terminal.enter()
    } catch {
      terminal.leave()
      return .failed(error.message)
    }
    defer { terminal.leave() }
    let ending = await loop()
    stop()
    return ending
  }

  private func loop() async -> Browser.Ending {
    let terminalEvents = terminal.events
    let id = register(screen: nil)
    tasks[id] = Task { [continuation] in
      for await event in terminalEvents {
        continuation.yield(.terminal(event))
      }
      continuation.yield(.terminalClosed)
    }
    if let warnings {
      let id = register(screen: nil)
      tasks[id] = Task { [continuation] in
        for await lines in warnings {
          continuation.yield(.browse(.warningsChanged(lines)))
        }
      }
    }
    startTask(forwarding: postsStore) { .browse(.postsChanged($0)) }
    startTask(forwarding: usersStore) { .browse(.usersChanged($0)) }
    startTask(forwarding: allPostsStore) { .browse(.allPostsChanged($0)) }
    if let ending = perform(state.start()) { return ending }
    draw()
    for await event in events {
      if let ending = handle(event) { return ending }
      draw()
    }
    return .quit
  }

  private func handle(_ event: Event) -> Browser.Ending? {
    switch event {
    case .terminal(.input(let bytes)):
      escapeTimer?.cancel()
      escapeTimer = nil
      let keys = decoder.decode(bytes)
      if decoder.hasPendingInput {
        escapeTimer = after(Self.flushTimeout(for: decoder), send: .escapeTimeout)
      }
      return press(keys)
    case .escapeTimeout:
      escapeTimer = nil
      return press(decoder.flush())
    case .ageTimeout:
      ageTimer = nil
      return nil
    case .terminal(.resized):
      shown = nil
      return perform(state.reduce(.resized(terminal.size())))
    case .terminal(.resumed):
      isSuspended = false
      try? terminal.enter()
      shown = nil
      return perform(state.reduce(.resized(terminal.size())))
    case .terminal(.interrupted):
      return .interrupted
    case .terminalClosed:
      return .quit
    case .browse(let action):
      if action == .tick { spinnerTimer = nil }
      return perform(state.reduce(action))
    }
  }

  private func press(_ keys: [Key]) -> Browser.Ending? {
    for key in keys {
      if let ending = perform(state.reduce(.key(key))) { return ending }
    }
    return nil
  }

  /// Draws what changed, and keeps the spinner turning while something loads.
  private func draw() {
    guard !isSuspended else { return }
    let next = BrowseView(
      state: state, usesColor: usesColor, colorDepth: colorDepth, now: Date()
    ).render()
    let output = ScreenDiff.output(from: shown, to: next)
    // A frame not written whole leaves the screen unknown: the next one is drawn whole.
    shown = output.isEmpty || terminal.write(output) ? next : nil
    if state.showsSpinner, spinnerTimer == nil {
      spinnerTimer = after(Self.spinnerInterval, send: .browse(.tick))
    }
    if ageTimer == nil, let storedAt = state.shownDataStoredAt {
      ageTimer = after(
        Self.ageRedrawInterval(age: Date().timeIntervalSince(storedAt)), send: .ageTimeout)
    }
  }

  /// How long until an age of `age` seconds may read differently: `12 seconds ago` changes
  /// every second, `3 minutes ago` every minute.
  static func ageRedrawInterval(age: Double) -> Duration {
    switch age {
    case ..<60: .seconds(1)
    case ..<3600: .seconds(30)
    default: .seconds(600)
    }
  }

  private func perform(_ requests: [BrowseRequest]) -> Browser.Ending? {
    for request in requests {
      switch request {
      case .posts(let action, let freshness):
        send(
          [action], to: postsStore, screen: nil, freshness: freshness,
          origin: ScreenID.root(of: .posts))
      case .users(let actions, let freshness):
        send(
          actions, to: usersStore, screen: nil, freshness: freshness,
          origin: ScreenID.root(of: .users))
      case .loadAllPosts(let freshness):
        send([.list(.load)], to: allPostsStore, screen: nil, freshness: freshness)
      case .openPost(let screen, let id):
        postStores[screen] = open(
          PostDetailFeature(client: client), id: id, screen: screen
        ) { .postChanged(screen: screen, $0) }
      case .openUser(let screen, let id):
        userStores[screen] = open(
          UserDetailFeature(client: client), id: id, screen: screen
        ) { .userChanged(screen: screen, $0) }
      case .openTodos(let screen, let userID):
        let store = Store(
          initialState: TodoChecklistFeature.State(userID: userID),
          reducer: TodoChecklistFeature(client: client))
        todoStores[screen] = store
        startTask(forwarding: store, screen: screen) { .browse(.todosChanged(screen: screen, $0)) }
        send([.load], to: store, screen: screen, freshness: .storedIfAvailable, origin: screen)
      case .todos(let screen, let action, let freshness):
        if let store = todoStores[screen] {
          send([action], to: store, screen: screen, freshness: freshness, origin: screen)
        }
      case .userChanged(let screen, let detail):
        if let store = userStores[screen] {
          send([.detailResponse(.success(detail))], to: store, screen: screen)
        }
      case .reloadDetail(let screen):
        if let store = postStores[screen] {
          send([.load], to: store, screen: screen, freshness: .revalidated, origin: screen)
        }
        if let store = userStores[screen] {
          send([.load], to: store, screen: screen, freshness: .revalidated, origin: screen)
        }
      case .albums(let request):
        if let event = perform(request), let ending = perform(state.reduce(.albums(event))) {
          return ending
        }
      case .close(let screen):
        postStores[screen] = nil
        userStores[screen] = nil
        albumListStores[screen] = nil
        photoStores[screen] = nil
        todoStores[screen] = nil
        closeForm(screen: screen)
        for task in screenTasks.removeValue(forKey: screen) ?? [] {
          tasks.removeValue(forKey: task)?.cancel()
        }
      case .quit(let interrupted):
        return interrupted ? .interrupted : .quit
      case .suspend:
        isSuspended = true
        terminal.suspend()
        shown = nil
      case .forms(let request):
        perform(request)
      }
    }
    return nil
  }

  /// Creates the store of a detail screen, forwards its states and starts loading.
  private func open<ID, Value>(
    _ feature: DetailFeature<ID, Value>, id: ID, screen: ScreenID,
    as action: @escaping @Sendable (DetailFeature<ID, Value>.State) -> BrowseAction
  ) -> Store<DetailFeature<ID, Value>> {
    let store = Store(initialState: DetailFeature<ID, Value>.State(id: id), reducer: feature)
    startTask(forwarding: store, screen: screen) { .browse(action($0)) }
    send([.load], to: store, screen: screen, freshness: .storedIfAvailable, origin: screen)
    return store
  }

  /// Sends `actions` to `store` in order, on a task of their own, so that the loop goes on
  /// while the store loads. Tasks started here begin in the order they were started, so the
  /// store sees the actions in the order they were asked for. The effects the actions start
  /// inherit the task's ``NetworkClient/readFreshness``, `freshness`, and report where their
  /// reads were answered from as the data of screen `origin`.
  func send<R: Reducer>(
    _ actions: [R.Action], to store: Store<R>, screen: ScreenID?,
    freshness: ReadFreshness = .standard, origin: ScreenID? = nil
  ) {
    let id = register(screen: screen)
    let observer = origin.map { origin in
      ReadSourceObserver { [continuation] source in
        continuation.yield(.browse(.readSource(screen: origin, source)))
      }
    }
    tasks[id] = Task {
      await NetworkClient.$readFreshness.withValue(freshness) {
        await NetworkClient.$readSourceObserver.withValue(observer) {
          for action in actions {
            await store.send(action)
          }
        }
      }
      self.finish(id)
    }
  }

  /// Feeds the states of `store` into the loop, the newest only when the loop falls behind.
  func startTask<R: Reducer>(
    forwarding store: Store<R>, screen: ScreenID? = nil,
    as event: @escaping @Sendable (R.State) -> Event
  ) {
    let id = register(screen: screen)
    tasks[id] = Task { [continuation] in
      for await state in await store.states(bufferingPolicy: .bufferingNewest(1)) {
        continuation.yield(event(state))
      }
    }
  }

  private func register(screen: ScreenID?) -> Int {
    let id = nextTask
    nextTask = nextTask.addingClamped(1)
    if let screen {
      screenTasks[screen, default: []].append(id)
    }
    return id
  }

  private func finish(_ id: Int) {
    tasks[id] = nil
  }

  /// Sends `event` into the loop after `delay`, unless cancelled first.
  private func after(_ delay: Duration, send event: Event) -> Task<Void, Never> {
    Task { [clock, continuation] in
      do {
        try await clock.sleep(for: delay)
        continuation.yield(event)
      } catch {}
    }
  }

  private func stop() {
    escapeTimer?.cancel()
    spinnerTimer?.cancel()
    ageTimer?.cancel()
    for task in tasks.values {
      task.cancel()
    }
    tasks = [:]
    continuation.finish()
  }
}
