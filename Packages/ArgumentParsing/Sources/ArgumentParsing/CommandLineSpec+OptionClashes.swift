extension CommandLineSpec {
  /// The short letters and long names that mean two things across the commands, one line each,
  /// such as `'-d' is '--delay' in 'serve' and '--debug' in 'get'`; empty when each means one.
  ///
  /// Options are read before the command is known (they may stand before it), so a letter or a
  /// name is resolved over every command's options at once: a letter two options share is read
  /// as the first, and a name that takes a value in one command and none in another decides
  /// whether the next word is its value. A test of a program's table keeps this empty, so that
  /// an option added later cannot change how another command's line is read.
  public var optionClashes: [String] {
    let owned =
      globalOptions.map { (option: $0, owner: "every command") }
      + commands.flatMap { command in command.options.map { ($0, "'\(command.name)'") } }
    var byName: [String: (option: OptionSpec, owner: String)] = [:]
    var byLetter: [Character: (option: OptionSpec, owner: String)] = [:]
    var clashes: [String] = []
    for (option, owner) in owned {
      if let first = byName[option.name], first.option.takesValue != option.takesValue {
        let (taking, without) = option.takesValue ? (owner, first.owner) : (first.owner, owner)
        clashes.append("'--\(option.name)' takes a value in \(taking) and none in \(without)")
      }
      if byName[option.name] == nil { byName[option.name] = (option, owner) }
      guard let letter = option.shortName else { continue }
      if let first = byLetter[letter], first.option.name != option.name {
        clashes.append(
          "'-\(letter)' is '--\(first.option.name)' in \(first.owner) "
            + "and '--\(option.name)' in \(owner)")
      }
      if byLetter[letter] == nil { byLetter[letter] = (option, owner) }
    }
    return clashes
  }
}
