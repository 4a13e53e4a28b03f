/// The demo's command line: a command, `--name value` options, and other words.
struct DemoArguments {
  /// The first word that is neither an option nor its value.
  var command: String?
  /// The words after the command that are not options.
  var positional: [String] = []
  private var options: [String: String] = [:]

  init(_ words: some Sequence<String>) {
    var iterator = words.makeIterator()
    while let word = iterator.next() {
      if word.hasPrefix("--") {
        options[word] = iterator.next() ?? ""
      } else if command == nil {
        command = word
      } else {
        positional.append(word)
      }
    }
  }

  /// The value given to `option`, such as `--base-url`.
  func value(of option: String) -> String? {
    options[option]
  }
}
