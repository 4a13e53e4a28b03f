import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("UserDraft")
struct UserDraftTests {
  @Test("it encodes the whole user shape without id, so the user with an id decodes from it")
  func encodesUserShape() throws {
    let user = Fixtures.users[0]
    let draft = UserDraft(
      name: user.name, username: user.username, email: user.email, phone: user.phone,
      website: user.website, address: user.address, company: user.company)

    let object = try #require(try encodedJSONObject(draft)?.mutableCopy() as? NSMutableDictionary)
    check(object["id"] == nil)
    object["id"] = 1
    let data = try JSONSerialization.data(withJSONObject: object)

    try checkEqual(JSONDecoder().decode(User.self, from: data), user)
  }

  @Test("phone, website, address and company default to empty strings")
  func defaults() throws {
    let draft = UserDraft(name: "Ada", username: "ada", email: "ada@example.com")

    try checkEqual(
      encodedJSONObject(draft),
      jsonObject(
        """
        {"name": "Ada", "username": "ada", "email": "ada@example.com", "phone": "", "website": "",
         "address": {"street": "", "suite": "", "city": "", "zipcode": "",
                     "geo": {"lat": "", "lng": ""}},
         "company": {"name": "", "catchPhrase": "", "bs": ""}}
        """))
  }
}
