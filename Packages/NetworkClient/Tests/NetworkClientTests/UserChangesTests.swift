import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@Suite("UserChanges")
struct UserChangesTests {
  @Test("only the fields given are encoded")
  func encodesOnlyChangedFields() throws {
    #expect(
      try encodedJSONObject(UserChanges(email: "a@b.example"))
        == jsonObject(#"{"email": "a@b.example"}"#))
    #expect(
      try encodedJSONObject(UserChanges(name: "N", username: "u", phone: "1", website: "w"))
        == jsonObject(#"{"name": "N", "username": "u", "phone": "1", "website": "w"}"#))
    #expect(try encodedJSONObject(UserChanges()) == jsonObject("{}"))
  }

  @Test("address and company are sent whole")
  func nestedObjectsWhole() throws {
    let user = Fixtures.users[0]

    let object = try encodedJSONObject(UserChanges(address: user.address, company: user.company))

    #expect(
      object
        == (try jsonObject(
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

    #expect(UserChanges().isEmpty)
    #expect(!UserChanges(name: "").isEmpty)
    #expect(!UserChanges(username: "u").isEmpty)
    #expect(!UserChanges(email: "e").isEmpty)
    #expect(!UserChanges(phone: "p").isEmpty)
    #expect(!UserChanges(website: "w").isEmpty)
    #expect(!UserChanges(address: user.address).isEmpty)
    #expect(!UserChanges(company: user.company).isEmpty)
  }
}
