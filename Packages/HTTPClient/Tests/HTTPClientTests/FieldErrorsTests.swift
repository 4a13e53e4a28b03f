import HTTPClient
import TestSupport
import Testing

@Suite("FieldErrors")
struct FieldErrorsTests {
  @Test("lines are sorted by field, each message after its field's name, in the server's order")
  func lines() {
    let errors = FieldErrors([
      "username": ["is taken"], "email": ["is invalid", "is too long"], "name": ["can't be blank"],
    ])

    checkEqual(
      errors.lines,
      [
        "email is invalid", "email is too long", "name can't be blank", "username is taken",
      ])
  }

  @Test("a field without messages is a line of its name; no fields, no lines")
  func emptyMessages() {
    checkEqual(FieldErrors(["title": []]).lines, ["title"])
    check(FieldErrors([:]).lines.isEmpty)
  }

  @Test("the messages of no field come first, alone, in the server's order")
  func generalMessages() {
    let errors = FieldErrors(["email": ["is taken"]], general: ["Plan is full", "Try later"])

    checkEqual(errors.lines, ["Plan is full", "Try later", "email is taken"])
    check(errors != FieldErrors(["email": ["is taken"]]))
    checkEqual(FieldErrors([:], general: ["Locked"]).lines, ["Locked"])
  }
}
