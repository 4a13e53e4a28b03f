import Foundation
import JSONCoding

extension ResourceDescription where Record == JSONObject, Draft == JSONObject {
  /// This description, each record answered whole, as a ``RecordAnswer``: the body as it came,
  /// for a program that prints it as it is (`--json`), once this description has read its
  /// record out of it; the records of a list each as a body of its own, the list read where
  /// this description's ``member`` says or, without one, wherever the answer holds it
  /// (`RecordList.find(in:)`: an envelope's `data`, HAL's `_embedded`…), as the JSON records
  /// description reads it. It sends what this
  /// description sends, its ``queryItems`` and ``writeQueryItems`` included; a team's ``overrides`` and a
  /// ``recordID`` set by hand, which answer the other record type, are left out.
  ///
  /// ```swift
  /// let customers = ResourceDescription<JSONObject, JSONObject>(
  ///   path: ["customers"], singular: "customer"
  /// ).answeredWhole
  /// let read = try customers.readEndpoint("7").decode(
  ///   Data(#"{"id": 7, "name": "Ada"}"#.utf8), from: nil, using: JSONDecoder())
  /// // read.record?["name"] == "Ada"; read.body is the body as it came
  /// ```
  public var answeredWhole: ResourceDescription<RecordAnswer, JSONObject> {
    let (decodeRecord, decodeList, readID) = (decodeRecord, decodeList, readID)
    var whole = ResourceDescription<RecordAnswer, JSONObject>(
      path: path, singular: singular, plural: plural, identity: identity,
      pathExtension: pathExtension, member: member, recordMember: recordMember, paging: paging,
      search: search, keepsVersions: keepsVersions, updateMethod: updateMethod,
      rejection: rejection, readHeaders: readHeaders, writeHeaders: writeHeaders,
      idempotencyKeys: idempotencyKeys, body: body,
      readID: { answer, route in answer.record.flatMap { readID($0, route) } },
      decodeRecord: { data, decoder, resource, member in
        _ = try decodeRecord(data, decoder, resource, member)
        return try RecordAnswer(body: data)
      },
      decodeList: { data, decoder, resource, member in
        let list = try decodeList(data, decoder, resource, member)
        return ListPayload(
          items: list.items.map { RecordAnswer(record: $0) },
          skipped: list.skipped)
      })
    whole.trailingSlash = trailingSlash
    whole.identifiedBody = identifiedBody
    whole.writeQueryItems = writeQueryItems
    whole.queryItems = queryItems
    whole.recordBodyFormat = recordBodyFormat
    return whole
  }
}
