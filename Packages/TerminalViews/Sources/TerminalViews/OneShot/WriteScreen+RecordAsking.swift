import Foundation
import JSONCoding
import TerminalKit

extension WriteScreen {
  /// Asks for each of `fields` in turn, starting from its value in `current`, and asks again
  /// at once while an answer is not of the field's kind, after saying why (`! age is a
  /// number`). A list or an object is typed as JSON, or on a terminal with an ``editor``
  /// written in it (an empty answer opens it, on the field's JSON, else `[]` or `{}`, and
  /// after a rejected answer on that answer). A blank answer leaves a field out (as it is,
  /// when editing), even one every record has, which the prompt says when `creates`. Returns
  /// the answers, or `nil` when the input ended.
  func askRecord(_ fields: [RecordSchema.Field], current: JSONObject, creates: Bool)
    -> JSONObject?
  {
    var answers = JSONObject()
    for field in fields {
      let inEveryRecord = creates && field.isInEveryRecord
      switch askField(field, current: current[field.name], inEveryRecord: inEveryRecord) {
      case .answered(let value): answers[field.name] = value
      case .blank: continue
      case .ended: return nil
      }
    }
    return answers
  }

  private enum FieldAnswer {
    case answered(JSONValue)
    case blank
    case ended
  }

  /// Asks for `field` until the answer is of its kind, or blank; the prompt says whether it is
  /// `inEveryRecord`.
  private func askField(_ field: RecordSchema.Field, current: JSONValue?, inEveryRecord: Bool)
    -> FieldAnswer
  {
    let name = field.name.sanitizedForTerminalLine
    let kind =
      field.kind.map { field.holdsNull ? "\($0) or null" : $0.description } ?? "any JSON or text"
    let offersEditor = field.kind?.isNested == true && console.editLine != nil
    var editor = offersEditor ? editor : nil
    var text = current.map(Self.editedText) ?? ""
    // What the editor opens on: the field's JSON, laid out for editing, else an empty one.
    var editorText =
      current.map { String(decoding: $0.serialized(.indented), as: UTF8.self) }
      ?? (field.kind == .list ? "[]" : "{}")
    while true {
      let hint = [
        kind, inEveryRecord ? "in every record" : nil, editor.map { "Enter opens \($0.name)" },
      ]
      .compactMap { $0 }.joined(separator: ", ")
      guard
        let typed = prompter.ask("\(name) (\(hint))", defaultValue: editor == nil ? text : nil)
      else { return .ended }
      var answer = typed
      if let chosen = editor, typed.allSatisfy(\.isWhitespace) {
        switch console.runEditor(chosen, editorText) {
        case .success(let edited):
          answer = edited
        case .failure(let failure):
          console.reportError("\(failure.message); type the JSON instead")
          editor = nil
          continue
        }
      }
      if answer.allSatisfy(\.isWhitespace) {
        return .blank
      }
      switch Self.value(of: answer, as: field.kind, orNull: field.holdsNull) {
      case .success(let value):
        return .answered(value)
      case .failure(let problem):
        console.writeError("! \(name) \(problem.message)\n")
        // On a terminal, the rejected answer is the text to correct, typed or in the editor.
        if console.editLine != nil {
          text = answer
          editorText = answer
        }
      }
    }
  }

  struct KindProblem: Error {
    let message: String
  }

  /// The value `answer` gives a field of `kind`: a number, `true` or `false`, text as it is, or
  /// JSON for a list, an object, or a field of any kind (else its text); `null` itself for a
  /// field `orNull`, which records give `null`.
  static func value(of answer: String, as kind: RecordSchema.Kind?, orNull: Bool = false)
    -> Result<JSONValue, KindProblem>
  {
    let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
    if orNull, trimmed == "null" { return .success(.null) }
    switch kind {
    case .text?:
      return .success(.string(answer))
    case .number?:
      guard let number = JSONNumber(trimmed) else {
        return .failure(KindProblem(message: "is a number"))
      }
      return .success(.number(number))
    case .boolean?:
      switch trimmed.lowercased() {
      case "true", "yes", "y": return .success(.bool(true))
      case "false", "no", "n": return .success(.bool(false))
      default: return .failure(KindProblem(message: "is true or false"))
      }
    case .list?, .object?:
      guard let value = try? JSONValue(parsing: Data(trimmed.utf8)),
        RecordSchema.Kind(of: value) == kind || value == .null
      else {
        return .failure(KindProblem(message: "is \(kind?.description ?? "") in JSON"))
      }
      return .success(value)
    case nil:
      return .success((try? JSONValue(parsing: Data(trimmed.utf8))) ?? .string(answer))
    }
  }

  /// A value as the text to edit: text as it is, anything else as compact JSON.
  private static func editedText(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): text
    case .null: ""
    default: String(decoding: value.serialized(), as: UTF8.self)
    }
  }
}
