import Synchronization

/// The answers typed to the password prompts of one command, so that its settings, read more
/// than once, ask each question once.
public final class TypedPassword: Sendable {
  private let answers = Mutex<[String: String?]>([:])

  public init() {}

  /// `ask` for `prompt` the first time, and its answer again after.
  public func answer(to prompt: String, asking ask: (String) -> String?) -> String? {
    answers.withLock { answers in
      if let answer = answers[prompt] { return answer }
      let answer = ask(prompt)
      answers[prompt] = .some(answer)
      return answer
    }
  }
}
