import TestSupport
import Testing

@testable import Features

@Suite struct FormValidationTests {
  @Test(arguments: ["", " ", "\t\n", "   \u{3000} "])
  func blankValuesAreRequiredProblems(value: String) {
    check(FormValidation.isBlank(value))
    checkEqual(FormValidation.Rule.required.problem(with: value), "can't be blank")
  }

  @Test func everyRuleButNoneRequiresAValue() {
    let rules: [FormValidation.Rule] = [.none, .required, .email, .positiveID]
    checkEqual(rules.map(\.isRequired), [false, true, true, true])
    checkEqual(rules.map { $0.problem(with: "") != nil }, rules.map(\.isRequired))
  }

  @Test(arguments: ["a", " a ", "\nx"])
  func presentValuesPassTheRequiredRule(value: String) {
    check(!FormValidation.isBlank(value))
    checkEqual(FormValidation.Rule.required.problem(with: value), nil)
  }

  @Test(arguments: ["a@b.co", "first.last@mail.example.com", "x+tag@sub.domain.org", "ü@b.de"])
  func plausibleEmailsPass(email: String) {
    check(FormValidation.isPlausibleEmail(email))
    checkEqual(FormValidation.Rule.email.problem(with: email), nil)
  }

  @Test(arguments: [
    "a@b", "@b.co", "a@@b.co", "a b@c.co", "a@.co", "a@co.", "a@b.co ", " a@b.co", "ab.co",
    "a@b@c.co", "a@", "a@b.c\u{7}o", "a\u{202E}@b.co", "a@b.\nco",
  ])
  func implausibleEmailsAreInvalid(email: String) {
    check(!FormValidation.isPlausibleEmail(email))
    checkEqual(FormValidation.Rule.email.problem(with: email), "is not a valid address")
  }

  @Test func aBlankEmailIsBlankRatherThanInvalid() {
    checkEqual(FormValidation.Rule.email.problem(with: "  "), "can't be blank")
  }

  @Test(arguments: [("1", 1), ("42", 42), ("007", 7)])
  func positiveWholeNumbersAreIDs(text: String, id: Int) {
    checkEqual(FormValidation.positiveID(text), id)
    checkEqual(FormValidation.Rule.positiveID.problem(with: text), nil)
  }

  @Test(arguments: ["0", "-1", "+3", "1.5", "x", " 3", "٣", "99999999999999999999999"])
  func otherTextIsNotAnID(text: String) {
    checkEqual(FormValidation.positiveID(text), nil)
    checkEqual(
      FormValidation.Rule.positiveID.problem(with: text), "must be a positive whole number")
  }

  @Test func aBlankIDIsBlank() {
    checkEqual(FormValidation.Rule.positiveID.problem(with: ""), "can't be blank")
  }

  @Test func theNoneRuleAcceptsAnything() {
    checkEqual(FormValidation.Rule.none.problem(with: ""), nil)
  }

  @Test func errorsReportEveryProblemAtOnceInTheOrderGiven() {
    let errors = FormValidation.errors(in: [
      (field: "name", value: " ", rule: .required),
      (field: "username", value: "bret", rule: .required),
      (field: "email", value: "a@b", rule: .email),
      (field: "phone", value: "", rule: .none),
      (field: "userId", value: "0", rule: .positiveID),
    ])

    checkEqual(
      errors.lines,
      [
        "name: can't be blank",
        "email: is not a valid address",
        "userId: must be a positive whole number",
      ])
  }

  @Test func noProblemsAreNoErrors() {
    let errors = FormValidation.errors(in: [(field: "title", value: "Hi", rule: .required)])
    check(errors.isEmpty)
  }
}
