import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("UserChanges")
struct UserChangesTests {
  @Test("only the fields given are encoded")
  func encodesOnlyChangedFields() throws {
    try checkEqual(
      encodedJSONObject(UserChanges(email: "a@b.example")), jsonObject(#"{"email": "a@b.example"}"#)
    )
    try checkEqual(
      encodedJSONObject(UserChanges(name: "N", username: "u", phone: "1", website: "w")),
      jsonObject(#"{"name": "N", "username": "u", "phone": "1", "website": "w"}"#))
    try checkEqual(encodedJSONObject(UserChanges()), jsonObject("{}"))
  }

  @Test("address and company are sent whole")
  func nestedObjectsWhole() throws {
    let user = Fixtures.users[0]

    let object = try encodedJSONObject(UserChanges(address: user.address, company: user.company))

    checkEqual(
      object,
      (try jsonObject(
        """
        {"address": {"street": "Kulas Light", "suite": "Apt. 556", "city": "Gwenborough",
                     "zipcode": "92998-3874", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
         "company": {"name": "Romaguera-Crona",
                     "catchPhrase": "Multi-layered client-server neural-net",
                     "bs": "harness real-time e-markets"}}
        """)))
  }

  @Test("it is empty only when no field is given")
  func isEmpty() {
    let user = Fixtures.users[0]

    check(UserChanges().isEmpty)
    check(!UserChanges(name: "").isEmpty)
    check(!UserChanges(username: "u").isEmpty)
    check(!UserChanges(email: "e").isEmpty)
    check(!UserChanges(phone: "p").isEmpty)
    check(!UserChanges(website: "w").isEmpty)
    check(!UserChanges(address: user.address).isEmpty)
    check(!UserChanges(company: user.company).isEmpty)
  }
}
