/// The work one request may do to filter and search a list: the `_like` patterns it
/// compiles, and the steps its regular expressions, filters and searches take, so that a
/// hostile pattern such as `(a+)+$` cannot keep a core busy.
///
/// Steps are counted, not time, so that a request gets the same answer on a busy machine as
/// on an idle one: a step is one operation of a regular expression's matching, or one record
/// tested by one filter. ``standardSteps`` take about a tenth of a second on one core. Every
/// ``sliceSteps`` steps, `checkpoint` is called, for a scheduler to let other requests run.
///
/// Once a limit is passed, every later match fails and ``problem`` says why, for a server to
/// answer 400 with. A budget is used by one thread at a time.
public final class WorkBudget {
  /// The longest pattern a `_like` filter takes, in characters.
  public static let maximumPatternLength = 512
  /// The steps a request may take unless told otherwise.
  public static let standardSteps = 20_000_000
  /// How many steps pass between two calls of `checkpoint`.
  public static let sliceSteps = 65_536
  /// How many steps a matcher takes at once.
  private static let portion = 1_024

  /// Why the work stopped, or `nil` while it goes on.
  public private(set) var problem: String?
  private var remaining: Int
  private var untilCheckpoint: Int
  private let checkpoint: (() -> Void)?

  /// Creates a budget of `steps`, calling `checkpoint` every ``sliceSteps`` steps.
  public init(steps: Int = WorkBudget.standardSteps, checkpoint: (() -> Void)? = nil) {
    remaining = steps
    untilCheckpoint = WorkBudget.sliceSteps
    self.checkpoint = checkpoint
  }

  /// A budget that is never spent, for patterns that are part of the program.
  public static func unlimited() -> WorkBudget {
    WorkBudget(steps: .max)
  }

  /// Steps to take, a portion at a time; `nil` once the budget is spent, which ``problem``
  /// then says.
  func take() -> Int? {
    guard problem == nil else { return nil }
    guard remaining > 0 else {
      problem = "a _like pattern takes too long to match"
      return nil
    }
    let portion = min(WorkBudget.portion, remaining)
    remaining -= portion
    untilCheckpoint -= portion
    if untilCheckpoint <= 0 {
      untilCheckpoint = WorkBudget.sliceSteps
      checkpoint?()
    }
    return portion
  }

  /// Gives back the steps of a portion that were not taken.
  func giveBack(_ steps: Int) {
    remaining += steps
    untilCheckpoint += steps
  }

  /// Counts `steps` steps of work done outside a matcher; `false` once the budget is spent.
  public func spend(_ steps: Int) -> Bool {
    var left = steps
    while left > 0 {
      guard let portion = take() else { return false }
      let used = min(portion, left)
      giveBack(portion - used)
      left -= used
    }
    return true
  }

  /// Counts `steps` steps of work that no limit bounds, such as attaching related records: they
  /// bring the next call of `checkpoint` nearer, so that other requests keep their turns, and
  /// spend nothing of the budget.
  public func pace(_ steps: Int) {
    guard steps > 0 else { return }
    untilCheckpoint -= min(steps, untilCheckpoint)
    if untilCheckpoint <= 0 {
      untilCheckpoint = WorkBudget.sliceSteps
      checkpoint?()
    }
  }

  /// The compiled pattern, or `nil` when it is too long (and the budget is spent).
  ///
  /// - Throws: ``JavaScriptRegExp/SyntaxError`` when it is not a regular expression.
  public func expression(for pattern: String) throws(JavaScriptRegExp.SyntaxError)
    -> JavaScriptRegExp?
  {
    guard pattern.count <= WorkBudget.maximumPatternLength else {
      problem = "a _like pattern is longer than \(WorkBudget.maximumPatternLength) characters"
      return nil
    }
    return try JavaScriptRegExp(pattern, ignoringCase: true)
  }
}
