/// The demo's command line: a command, the options it takes (`--name value`, or a flag such as
/// `--yes`), and other words; anything else is a problem to report.
struct DemoArguments {
  /// The first word that is neither an option nor its value.
  var command: String?
  /// The words after the command that are not options.
  var positional: [String] = []
  /// Whether `--help` or `-h` was given.
  var wantsHelp = false
  /// What is wrong with the words, in one line; `nil` when nothing is.
  var problem: String?
  private var options: [String: String] = [:]
  private var flags: Set<String> = []

  /// The options each command takes, a value after each but for the flags.
  private static let optionsByCommand: [String: Set<String>] = [
    "serve": ["--host", "--port", "--repo", "--token", "--rate-limit"],
    "list": ["--base-url", "--repo", "--storage", "--pages", "--per-page"],
    "search": ["--base-url", "--repo", "--storage", "--page", "--per-page"],
    "create": ["--base-url", "--repo", "--storage", "--title", "--body"],
    "close": ["--base-url", "--repo", "--storage", "--yes"],
    "browse": ["--base-url", "--repo", "--storage", "--per-page"],
  ]
  private static let flagNames: Set<String> = ["--yes"]
  /// How many words each command takes besides its options, at most.
  private static let wordLimits: [String: Int] = [
    "serve": 0, "list": 0, "search": .max, "create": 0, "close": 1, "browse": 0,
  ]

  init(_ words: some Sequence<String>) {
    var given: [String] = []
    var iterator = words.makeIterator()
    while let word = iterator.next() {
      if word == "--help" || word == "-h" {
        wantsHelp = true
      } else if word.hasPrefix("-"), word.count > 1 {
        given.append(word)
        if Self.flagNames.contains(word) {
          flags.insert(word)
        } else if let value = iterator.next() {
          options[word] = value
        } else {
          problem = problem ?? "\(word) takes a value"
        }
      } else if command == nil {
        command = word
      } else {
        positional.append(word)
      }
    }
    guard problem == nil, let command else { return }
    guard let accepted = Self.optionsByCommand[command] else {
      problem = "unknown command \(command)"
      return
    }
    if let unknown = given.first(where: { !accepted.contains($0) }) {
      problem = "\(command) takes no option \(unknown)"
    } else if positional.count > Self.wordLimits[command, default: 0] {
      problem = "\(command) takes no word \(positional[Self.wordLimits[command, default: 0]])"
    }
  }

  /// The value given to `option`, such as `--base-url`.
  func value(of option: String) -> String? {
    options[option]
  }

  /// Whether the flag `flag`, such as `--yes`, was given.
  func isSet(_ flag: String) -> Bool {
    flags.contains(flag)
  }
}
