import HTTPClient
import Testing

@Suite("FieldErrors")
struct FieldErrorsTests {
  @Test("lines are sorted by field, each message after its field's name, in the server's order")
  func lines() {
    let errors = FieldErrors([
      "username": ["is taken"], "email": ["is invalid", "is too long"], "name": ["can't be blank"],
    ])

    #expect(
      errors.lines == [
        "email is invalid", "email is too long", "name can't be blank", "username is taken",
      ])
  }

  @Test("a field without messages is a line of its name; no fields, no lines")
  func emptyMessages() {
    #expect(FieldErrors(["title": []]).lines == ["title"])
    #expect(FieldErrors([:]).lines.isEmpty)
  }

  @Test("the messages of no field come first, alone, in the server's order")
  func generalMessages() {
    let errors = FieldErrors(["email": ["is taken"]], general: ["Plan is full", "Try later"])

    #expect(errors.lines == ["Plan is full", "Try later", "email is taken"])
    #expect(errors != FieldErrors(["email": ["is taken"]]))
    #expect(FieldErrors([:], general: ["Locked"]).lines == ["Locked"])
  }
}
