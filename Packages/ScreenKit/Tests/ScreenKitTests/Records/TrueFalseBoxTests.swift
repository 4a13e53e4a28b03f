import JSONCoding
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct TrueFalseBoxTests {
  @Test func trueIsACheckedBoxAndFalseAnEmptyOne() {
    checkEqual(TrueFalseBox(true).description, "[x]")
    checkEqual(TrueFalseBox(false).description, "[ ]")
    checkEqual("\(TrueFalseBox(true))", TrueFalseBox.checked)
    checkEqual("\(TrueFalseBox(false))", TrueFalseBox.unchecked)
  }

  @Test func onlyATrueFalseValueHasABox() {
    checkEqual(TrueFalseBox(JSONValue.bool(true)), TrueFalseBox(true))
    checkEqual(TrueFalseBox(JSONValue.bool(false)), TrueFalseBox(false))
    checkEqual(TrueFalseBox(JSONValue.null), nil)
    checkEqual(TrueFalseBox(nil as JSONValue?), nil)
    checkEqual(TrueFalseBox(JSONValue.string("true")), nil)
    checkEqual(TrueFalseBox(JSONValue.number(1)), nil)
  }

  @Test func aValueOnAScreenIsItsBoxOrItsCellText() {
    checkEqual(TrueFalseBox.text(of: true), "[x]")
    checkEqual(TrueFalseBox.text(of: false), "[ ]")
    checkEqual(TrueFalseBox.text(of: nil), "", "a missing value shows no box")
    checkEqual(TrueFalseBox.text(of: .null), "", "nor does null")
    checkEqual(TrueFalseBox.text(of: "false"), "false", "a string is not a true/false value")
    checkEqual(TrueFalseBox.text(of: [true, false]), "2")
    checkEqual(TrueFalseBox.text(of: .number(JSONNumber(7))), "7")
  }
}
