import Billing
import Features
import Foundation
import Testing

@Suite struct CustomerDraftTests {
  @Test func theBodyIsFormEncodedWithThePlanInMetadata() {
    let body = CustomerDraft(email: "ada@example.com", name: "Ada", plan: "pro").body

    #expect(body.contentType == "application/x-www-form-urlencoded")
    #expect(
      String(decoding: body.data, as: UTF8.self)
        == "email=ada%40example.com&name=Ada&metadata[plan]=pro")
  }

  @Test func anEmptyNameAndPlanAreLeftOut() {
    let body = CustomerDraft(email: "ada@example.com").body

    #expect(String(decoding: body.data, as: UTF8.self) == "email=ada%40example.com")
  }
}
