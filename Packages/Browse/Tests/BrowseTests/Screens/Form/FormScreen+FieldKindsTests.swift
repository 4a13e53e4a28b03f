import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// The form screen's fields by their kind: a true or false field switched with Space, a long
/// text of one line wrapped, moved over by its lines and edited in the external editor, and
/// the labels over their text in a narrow window.
@Suite struct FormScreenFieldKindsTests {
  private static let bio =
    "Ada wrote the first published program, for Babbage's Analytical Engine, and saw further."
  private static let ada: JSONObject = [
    "id": 1, "name": "Ada", "active": false, "bio": .string(bio),
  ]

  /// The form of Ada, focused on the field named `name`, in a window `columns` wide.
  private static func form(on name: String, columns: Int = 80) -> FormScreen {
    let record = RecordForm(
      editing: ada, id: "1", of: BrowsedResource(name: "people"),
      schema: RecordSchema(records: [ada]), idField: "id")
    var form = FormScreen(record).laidOut(in: TerminalSize(columns: columns, rows: 24))
    while form.content.fields.element(at: form.focus)?.name != name, !form.isSubmitFocused {
      _ = form.press(.tab)
    }
    return form
  }

  @Test func spaceSwitchesATrueOrFalseFieldAndOtherKeysSaySo() {
    var form = Self.form(on: "active")
    check(form.isOnTrueFalse)
    checkEqual(form.press(.character(" ")), .send([.record(.setField("active", "true"))]))
    checkEqual(form.press(.character(" ")), .send([.record(.setField("active", "false"))]))
    checkEqual(
      form.press(.character("t")), .refused("active is true or false: Space switches it"))
    checkEqual(
      form.press(.backspace), .refused("active is true or false: Space switches it"),
      "an edit cannot unset it")
    checkEqual(form.inputs[form.focus].text, "false")
  }

  @Test func aNewRecordsTrueOrFalseStartsUnsetAndBackspaceUnsetsIt() {
    let new = RecordForm(
      new: BrowsedResource(name: "people"), names: Self.ada.names,
      schema: RecordSchema(records: [Self.ada]), idField: "id")
    var form = FormScreen(new)
    while form.content.fields.element(at: form.focus)?.name != "active" { _ = form.press(.tab) }
    checkEqual(FormScreenView.box(form.inputs[form.focus].text), "[ ] not set")
    checkEqual(form.press(.character(" ")), .send([.record(.setField("active", "true"))]))
    checkEqual(FormScreenView.box(form.inputs[form.focus].text), "[x]")
    checkEqual(form.press(.backspace), .send([.record(.setField("active", ""))]))
    checkEqual(FormScreenView.box("false"), "[ ]")
    checkEqual(FormScreenView.box("null"), "[ ] null")
  }

  @Test func aLongTextOfOneLineIsWrappedAndItsArrowsMoveByItsLines() {
    var form = Self.form(on: "bio")
    check(form.isOnLongText)
    checkEqual(form.content.fields[form.focus].allowsNewlines, false, "Enter does not break it")
    let lines = FormScreenView(form: form, width: 80, bodyLines: 10, spinner: "").lines().lines
    let bio = lines.drop { $0.label != "bio" }.prefix { $0.label == "bio" || $0.label.isEmpty }
      .map(\.text).filter { !$0.isEmpty }
    checkEqual(bio.count, 2)
    checkEqual(bio.joined(), Self.bio, "broken after a space")
    check(bio.allSatisfy { $0.displayWidth <= form.valueWidth(in: 80) })
    checkEqual(form.press(.up), .none, "from its last line, ↑ goes to the line above")
    checkEqual(form.content.fields[form.focus].name, "bio")
    checkEqual(form.press(.up), .send([.record(.fieldLeft("bio"))]), "from its first, it leaves")
  }

  @Test func ctrlEOpensTheEditorOnALongTextAndItsLineBreaksBecomeSpaces() {
    var form = Self.form(on: "bio")
    checkEqual(form.press(.control("e")), .editBody(Self.bio))
    checkEqual(
      form.setBody("Ada wrote\nthe first program."),
      .send([.record(.setField("bio", "Ada wrote the first program."))]))
    checkEqual(form.notice, "bio is one line: its line breaks became spaces")
    _ = form.press(.backTab)
    checkEqual(form.content.fields[form.focus].name, "active")
    checkEqual(form.press(.control("e")), .refused("Ctrl-E: the editor opens on bio"))
  }

  @Test func aNarrowWindowShowsEachFieldsTextUnderItsLabel() {
    let wide = Self.form(on: "name", columns: 80)
    check(!wide.isStacked(in: 80))
    let narrow = Self.form(on: "name", columns: 30)
    check(narrow.isStacked(in: 30))
    let lines = FormScreenView(form: narrow, width: 30, bodyLines: 10, spinner: "").lines().lines
    let name = lines.firstIndex { $0.label == "name" }
    checkEqual(name.map { lines[$0].text }, "")
    checkEqual(name.map { lines[$0 + 1].text }, "Ada")
    checkEqual(name.map { lines[$0].isFocused }, true)
    checkEqual(narrow.valueColumn(in: 30), FormScreen.stackedValueColumn)
  }
}
