import Features
import Foundation
import TerminalKit

/// The browser's runtime: the event loop between the terminal and the one store of
/// ``BrowseFeature``.
///
/// It waits on one stream of events (keys, signals, the store's new states, what the
/// feature's effects ask of the runtime, and the timers: the Escape key's, the spinner's and
/// the age's), so it uses no CPU while nothing happens. The spinner's timer runs only while
/// something is loading. Keys and the other terminal events become actions sent to the store,
/// one task each, started in order, so that a slow load never holds up the keys. Each state
/// the store reports is rendered, and only what changed is written (`ScreenDiff`).
public actor BrowseSession {
  public enum Event: Sendable {
    case terminal(TerminalEvent)
    /// The terminal's input ended: there is nobody left to read keys from.
    case terminalClosed
    case escapeTimeout
    /// The spinner's next frame is due.
    case spinnerTimeout
    /// The age of the data shown may read differently now.
    case ageTimeout
    case state(BrowseState)
    case end(BrowseEnding)
    case suspend
  }

  /// How long a lone `ESC` waits for the rest of a sequence before it counts as the Escape key.
  static let escapeTimeout = Duration.milliseconds(50)
  /// How long a paste whose end has not come waits for more bytes before it is ended as it is.
  static let pasteTimeout = Duration.milliseconds(500)
  /// How long `decoder`'s pending input waits for more bytes before it is flushed.
  static func flushTimeout(for decoder: KeyDecoder) -> Duration {
    decoder.isPasting ? pasteTimeout : escapeTimeout
  }

  /// Moves the cursor to the top left.
  static let cursorHome = "\u{1B}[H"

  static let spinnerInterval = Duration.milliseconds(80)

  public let terminal: any TerminalDevice
  /// Makes the browser's feature, the screens of its API among it, once the session runs.
  private let browser: @Sendable (BrowseSetup) -> BrowseFeature
  /// The clients of the collections of the resources shown with the generic screens.
  public let collections: RecordCollections
  /// The last requests of the browser with their whole answers, for `a` to show.
  let answers = AnswerLog()
  private let usesColor: Bool
  private let colorDepth: ColorDepth
  /// The server the data comes from, as the header names it.
  private let server: String
  /// The API's base URL, which `y` makes a record's URL from; `nil` with the sample data.
  private let baseURL: URL?
  /// The file the commands run and the searches kept are kept in between runs, if any.
  private let historyFile: URL?
  /// Opens an address outside the terminal; false when it cannot.
  public let openURL: @Sendable (String) -> Bool
  private let clock: any Clock<Duration>
  private let warnings: AsyncStream<[String]>?
  private let events: AsyncStream<Event>
  public nonisolated let continuation: AsyncStream<Event>.Continuation
  /// The external editor's command line, for a form's body.
  let editorCommand: String

  private let usesMouse: Bool
  /// The time on `clock` since the session was made, which clicks are stamped with.
  private let elapsed: @Sendable () -> Duration

  /// The state the store reported last.
  private var state: BrowseState
  private var decoder = KeyDecoder()
  private var shown: CellBuffer?
  /// Where the frame shown can be clicked, and the screen it shows.
  private var shownTargets: (targets: ClickTargets, screen: ScreenID)?
  /// The browser's one store, made when the session runs.
  private var store: Store<BrowseFeature>?
  private var tasks: [Int: Task<Void, Never>] = [:]
  /// The tasks that follow the store: its states, and the cache's warnings sent to it.
  private var storeTasks: [Int] = []
  /// The runtime the store's effects reach the session by, made when the session runs.
  private var runtime: BrowseRuntime?
  /// What the cache said last, told again to a store made anew.
  private var lastWarnings: [String]?
  /// Whether the loop runs: from when it has made the store until the session stops.
  private var isRunning = false
  /// The catalog given before the loop ran, shown once it does.
  private var waitingCatalog: ResourceCatalog?
  private var nextTask = 0
  private var escapeTimer: Task<Void, Never>?
  private var spinnerTimer: Task<Void, Never>?
  private var ageTimer: Task<Void, Never>?
  /// Whether the program was stopped (Ctrl-Z) and has not continued yet, so nothing is drawn.
  var isSuspended = false

  /// Creates a session on `terminal` of the browser that `browser` makes, its timers on
  /// `clock`, showing the cache's `warnings` as they come; `isOffline` when the client may not use the network;
  /// editing a form's body with `editor` (by default `$VISUAL`, `$EDITOR` or `vi`); the
  /// header names `server`, and `y` copies a record's URL on `baseURL`. The commands run and
  /// the searches kept are kept in `historyFile`, and those kept there before come back with ↑.
  /// The tabs are `catalog`'s, those shown with the generic screens read through `collections`.
  public init(
    terminal: any TerminalDevice, browser: @escaping @Sendable (BrowseSetup) -> BrowseFeature,
    usesColor: Bool,
    clock: any Clock<Duration> = ContinuousClock(), warnings: AsyncStream<[String]>? = nil,
    isOffline: Bool = false,
    colorDepth: ColorDepth = .indexed256,
    server: String = "",
    usesMouse: Bool = false,
    baseURL: URL? = nil,
    historyFile: URL? = nil,
    openURL: @escaping @Sendable (String) -> Bool = URLOpener.open,
    editor: String = ExternalEditor(environment: ProcessInfo.processInfo.environment).command,
    catalog: ResourceCatalog, collections: RecordCollections = .unimplemented
  ) {
    self.collections = collections
    self.terminal = terminal
    self.usesMouse = usesMouse
    elapsed = Self.stopwatch(on: clock)
    editorCommand = editor
    self.browser = browser
    self.usesColor = usesColor
    self.colorDepth = colorDepth
    self.server = server
    self.baseURL = baseURL
    self.openURL = openURL
    self.clock = clock
    self.warnings = warnings
    (events, continuation) = AsyncStream.makeStream(of: Event.self)
    self.historyFile = historyFile
    state = BrowseState(size: terminal.size(), isOffline: isOffline, catalog: catalog)
    if let historyFile {
      (state.commandHistory, state.searchHistory) = HistoryFile.histories(
        of: HistoryFile.read(historyFile))
    }
  }

  /// Runs until the person quits, restoring the terminal on the way out whatever happens, and
  /// sending the deletions still in their undo window before it returns.
  public func run() async -> BrowseEnding {
    do {
      try enterTerminal()
    } catch {
      terminal.leave()
      return .failed(error.message)
    }
    defer { terminal.leave() }
    let ending = await loop()
    await sendPendingDeletions()
    stop()
    return ending
  }

  /// Sends every deletion still in its undo window, and waits until no deletion is being sent:
  /// each request is bounded by the client's timeout.
  private func sendPendingDeletions() async {
    guard let store else { return }
    await store.send(.sendPendingDeletions)
    for await state in await store.states(bufferingPolicy: .bufferingNewest(1))
    where !state.isSendingDeletions {
      return
    }
  }

  private func loop() async -> BrowseEnding {
    await ExchangeRecorder.$current.withValue(answers.recorder) { await events() }
  }

  /// Reads the terminal's keys and the store's states until the browser ends, every request
  /// of what it runs kept in ``answers``.
  private func events() async -> BrowseEnding {
    runtime = BrowseRuntime(
      end: { [continuation] in continuation.yield(.end($0)) },
      suspend: { [continuation] in continuation.yield(.suspend) },
      edit: { [self] text in await self.runEditor(on: text) },
      openURL: openURL,
      copy: { [self] sequence in await self.write(copying: sequence) },
      saveHistory: { [historyFile] lines in
        if let historyFile { HistoryFile.write(lines, to: historyFile) }
      })
    runtime?.answers = { [answers] in answers.exchanges }
    makeStore()
    if let warnings {
      let id = register()
      tasks[id] = Task { [self] in
        for await lines in warnings {
          await warn(lines)
        }
      }
    }
    let terminalEvents = terminal.events
    let id = register()
    tasks[id] = Task { [continuation] in
      for await event in terminalEvents {
        continuation.yield(.terminal(event))
      }
      continuation.yield(.terminalClosed)
    }
    send(.start)
    isRunning = true
    if let waitingCatalog {
      self.waitingCatalog = nil
      await replaceCatalog(with: waitingCatalog)
    }
    for await event in events {
      if let ending = handle(event) { return ending }
      switch event {
      // What is drawn is the store's state: it is drawn when it changes, or when its age
      // may read differently.
      case .state, .ageTimeout: draw()
      default: break
      }
    }
    return .quit
  }

  /// The store of the browser of `state`, made anew, with the tasks that follow it.
  private func makeStore() {
    guard let runtime else { return }
    for id in storeTasks {
      tasks[id]?.cancel()
      finish(id)
    }
    let store = Store(
      initialState: state,
      reducer: browser(
        BrowseSetup(
          runtime: runtime, clock: clock, isOffline: state.isOffline, baseURL: baseURL,
          catalog: state.catalog, collections: collections)))
    self.store = store
    storeTasks = []
    if let lastWarnings {
      let warned = register()
      storeTasks.append(warned)
      tasks[warned] = Task { await store.send(.warningsChanged(lastWarnings)) }
    }
    let states = register()
    storeTasks.append(states)
    tasks[states] = Task { [continuation] in
      for await state in await store.states(bufferingPolicy: .bufferingNewest(1)) {
        continuation.yield(.state(state))
      }
    }
  }

  /// Tells the store what the cache says now, and keeps it for a store made anew.
  private func warn(_ lines: [String]) async {
    lastWarnings = lines
    await store?.send(.warningsChanged(lines))
  }

  /// Has the browser show `catalog`'s resources, as the server lists them now, in place of the
  /// tabs it shows (those kept from an earlier start, say), unless they are the same
  /// resources: the deletions in their undo window are sent first, and the browser starts over
  /// on the first tab, the commands and searches kept, saying why in the status line. A
  /// catalog given before the session runs is shown once it does; one given after it ended is
  /// not.
  public func replaceCatalog(with catalog: ResourceCatalog) async {
    guard isRunning else {
      if store == nil { waitingCatalog = catalog }
      return
    }
    guard catalog.resources != state.catalog.resources else { return }
    await sendPendingDeletions()
    guard isRunning else { return }
    var next = BrowseState(size: state.size, isOffline: state.isOffline, catalog: catalog)
    (next.commandHistory, next.searchHistory) = (state.commandHistory, state.searchHistory)
    let text =
      "the server lists "
      + catalog.resources.map(\.name).joined(separator: ", ")
      + ": the tabs are its own now"
    (next.notice, next.outageNotice) = (text, text)
    state = next
    shown = nil
    makeStore()
    send(.start)
    draw()
  }

  private func handle(_ event: Event) -> BrowseEnding? {
    switch event {
    case .terminal(.input(let bytes)):
      escapeTimer?.cancel()
      escapeTimer = nil
      let keys = decoder.decode(bytes)
      if decoder.hasPendingInput {
        escapeTimer = after(Self.flushTimeout(for: decoder), send: .escapeTimeout)
      }
      press(keys)
    case .escapeTimeout:
      escapeTimer = nil
      press(decoder.flush())
    case .spinnerTimeout:
      spinnerTimer = nil
      send(.tick)
    case .ageTimeout:
      ageTimer = nil
    case .terminal(.resized):
      shown = nil
      send(.resized(terminal.size()))
    case .terminal(.resumed):
      isSuspended = false
      try? enterTerminal()
      shown = nil
      send(.resized(terminal.size()))
    case .terminal(.interrupted):
      let unanswered = UnansweredSaves.messages(state, baseURL: baseURL)
      return unanswered.isEmpty ? .interrupted : .interruptedUnanswered(unanswered)
    case .terminalClosed:
      return .quit
    case .state(let state):
      // A state of the store of the tabs shown before is not drawn.
      guard state.catalog == self.state.catalog else { return nil }
      self.state = state
    case .end(let ending):
      return ending
    case .suspend:
      isSuspended = true
      terminal.suspend()
      shown = nil
    }
    return nil
  }

  /// Sends `keys` to the store in order: the keys that came together at once, each mouse
  /// event looked up in the frame shown.
  private func press(_ keys: [Key]) {
    var pressed: [Key] = []
    var wheel = 0
    func sendPending() {
      if !pressed.isEmpty { send(.keys(pressed)) }
      if wheel != 0 { send(.mouse(.wheel(notches: wheel))) }
      pressed = []
      wheel = 0
    }
    for key in keys {
      guard case .mouse(let event) = key else {
        if wheel != 0 { sendPending() }
        pressed.append(key)
        continue
      }
      // Without the mouse, the terminal sends none: what looks like it is dropped.
      guard usesMouse else { continue }
      switch event.action {
      case .wheelUp, .wheelDown:
        if !pressed.isEmpty { sendPending() }
        // Notches that came together are one turn of the wheel.
        wheel = wheel.addingClamped(event.action == .wheelUp ? -1 : 1)
      case .press(.left):
        sendPending()
        send(.mouse(.click(click(at: event))))
      case .press, .release, .drag, .move:
        break
      }
    }
    sendPending()
  }

  private func click(at event: MouseEvent) -> MouseInput.Click {
    // Nothing is known to be under it while the screen is to be drawn whole.
    let frame = shown == nil ? nil : shownTargets
    return MouseInput.Click(
      target: frame?.targets.target(column: event.column, row: event.row),
      screen: frame?.screen ?? state.top, column: event.column, row: event.row, time: elapsed())
  }

  /// Enters the terminal's full-screen mode, with the mouse reported when the session uses it.
  /// Leaving, whether on quitting, on Ctrl-Z or on a signal, turns the mouse off
  /// (``TerminalControl/leaveFullScreen``).
  private func enterTerminal() throws(TerminalError) {
    try terminal.enter()
    if usesMouse { terminal.write(TerminalControl.enableMouse) }
  }

  /// The time on `clock` from now on.
  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// Draws what changed, and keeps the spinner turning while something loads.
  private func draw() {
    guard !isSuspended else { return }
    let targets = ClickTargets()
    let next = BrowseView(
      state: state, usesColor: usesColor, colorDepth: colorDepth, now: Date(), server: server,
      clickTargets: usesMouse ? targets : nil
    ).render()
    let output = ScreenDiff.output(from: shown, to: next)
    // A frame not written whole leaves the screen unknown: the next one is drawn whole.
    shown = output.isEmpty || terminal.write(output) ? next : nil
    shownTargets = shown == nil ? nil : (targets, state.top)
    if state.showsSpinner, spinnerTimer == nil {
      spinnerTimer = after(Self.spinnerInterval, send: .spinnerTimeout)
    }
    // A rate limit's wait, said from now, is said again each second until it is over.
    let waitsForLimit = state.shown.failure?.rateLimitReset.map { $0 > Date() } ?? false
    if ageTimer == nil, waitsForLimit {
      ageTimer = after(.seconds(1), send: .ageTimeout)
    } else if ageTimer == nil, let storedAt = state.shownDataStoredAt {
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

  /// Sends `action` to the store on a task of its own, so that the loop goes on while its
  /// effects run. Tasks started here reach the store in the order they were started, so the
  /// store sees the actions in the order they came.
  private func send(_ action: BrowseAction) {
    guard let store else { return }
    let id = register()
    tasks[id] = Task {
      await store.send(action)
      self.finish(id)
    }
  }

  /// Hands the terminal to the external editor on a thread of its own, and then takes it
  /// back: the screen is drawn again whole, and the editor's outcome returned.
  private func runEditor(on text: String) async -> Result<String, ExternalEditor.Failure> {
    isSuspended = true
    // The last frame may have left the cursor anywhere: a terminal that does not restore it
    // on leaving the full screen shows the editor from the top left.
    _ = terminal.write(Self.cursorHome)
    let editor = ExternalEditor(command: editorCommand)
    let outcome = await withCheckedContinuation { [terminal] continuation in
      Thread.detachNewThread {
        continuation.resume(returning: terminal.handOver { editor.edit(text) })
      }
    }
    continuation.yield(.terminal(.resumed))
    return outcome
  }

  /// Writes `sequence`, which copies a text (OSC 52), between two frames; false when the
  /// terminal is handed to another program, or did not take it whole.
  private func write(copying sequence: String) -> Bool {
    !isSuspended && terminal.write(sequence)
  }

  private func register() -> Int {
    let id = nextTask
    nextTask = nextTask.addingClamped(1)
    return id
  }
  private func finish(_ id: Int) {
    tasks[id] = nil
  }

  private func after(_ delay: Duration, send event: Event) -> Task<Void, Never> {
    Task { [clock, continuation] in
      do {
        try await clock.sleep(for: delay)
        continuation.yield(event)
      } catch {}
    }
  }

  private func stop() {
    isRunning = false
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
