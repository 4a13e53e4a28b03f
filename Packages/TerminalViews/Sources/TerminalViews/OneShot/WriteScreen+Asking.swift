import Features
import TerminalKit

extension WriteScreen {
  /// Asks for each of `fields` in turn, starting from its value in `current`, and asks a field
  /// again at once while its answer breaks the field's rule, after saying why
  /// (`! email is not a valid address`). On a terminal with an ``editor``, `editorField` offers
  /// it: an empty answer opens it on the current text. Returns the answers, or `nil` when the
  /// input ended.
  func ask<Field: FormField>(
    _ fields: [Field], current: [Field: String], label: (Field) -> String, editorField: Field?
  ) -> [Field: String]? {
    var answers: [Field: String] = [:]
    for field in fields {
      let offersEditor = field == editorField && console.editLine != nil
      guard
        let answer = ask(
          field, current: current[field], label: label(field),
          editor: offersEditor ? editor : nil)
      else { return nil }
      answers[field] = answer
    }
    return answers
  }

  /// Asks for `field` until its answer is valid; `nil` when the input ended. An editor that
  /// fails is reported once, and the field is then typed.
  private func ask<Field: FormField>(
    _ field: Field, current: String?, label: String, editor: ExternalEditor?
  ) -> String? {
    if let current {
      reportProblem(of: field, in: current)
    }
    var text = current
    var editor = editor
    while true {
      let answer: String
      if let chosen = editor {
        guard let typed = prompter.ask(label, hint: "Enter opens \(chosen.name)") else {
          return nil
        }
        if FormValidation.isBlank(typed) {
          switch console.runEditor(chosen, text ?? "") {
          case .success(let edited):
            answer = edited
          case .failure(let failure):
            console.reportError("\(failure.message); type the \(label.lowercased()) instead")
            editor = nil
            continue
          }
        } else {
          answer = typed
        }
      } else {
        guard let typed = prompter.ask(label, defaultValue: text) else { return nil }
        answer = typed
      }
      guard reportProblem(of: field, in: answer) else { return answer }
      // On a terminal, the rejected answer is the text to correct.
      if console.editLine != nil {
        text = answer
      }
    }
  }

  /// Says what is wrong with `value` as `field`'s value, if anything; whether something is.
  @discardableResult
  private func reportProblem<Field: FormField>(of field: Field, in value: String) -> Bool {
    guard let problem = field.rule.problem(with: value) else { return false }
    console.writeError("! \(field.rawValue) \(problem)\n")
    return true
  }
}
