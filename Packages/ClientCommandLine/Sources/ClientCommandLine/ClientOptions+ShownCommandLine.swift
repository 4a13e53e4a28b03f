import ArgumentParsing
import HTTPClient
import ServerSettingsKit

extension ClientOptions {
  /// The command line of `parsed`, its command, arguments and options, with `options` added
  /// (one with an empty option is its value alone, such as a request item `name=Ada`), as a
  /// shell reads it back; `-a`'s value and those of the header items `secretHeaders` names
  /// (lowercased: `Authorization:…`) are `REDACTED`.
  public func shownCommandLine(
    _ parsed: ParsedArguments, adding options: [(option: String, value: String)],
    secretHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> String {
    var words = [program]
    words += parsed.command.map { $0.split(separator: " ").map(String.init) } ?? []
    words += parsed.arguments.map { Redaction.shownArgument($0, secretHeaders: secretHeaders) }
    for name in parsed.flags.sorted() {
      words.append("--\(name)")
    }
    for (name, values) in parsed.values.sorted(by: { $0.key < $1.key }) {
      for value in values {
        words += ["--\(name)", name == auth.spec.name ? Redaction.mark : value]
      }
    }
    for (option, value) in options {
      words += option.isEmpty ? [value] : [option, value]
    }
    return ShellWords.line(words)
  }
}
