extension Endpoint {
  /// The same endpoint, whose server may answer without a body: the record when it sends one,
  /// else `WriteAnswer.created(_:)` for a `Location` (the id of a `201` that names where the
  /// record is), or `WriteAnswer.noContent` for a `204`, and `201 Created` and `204 No Content`
  /// among its successes. A create answered with neither a body nor a `Location` fails with
  /// ``NetworkError/createdWithoutLocation(resource:status:)``.
  ///
  /// ```swift
  /// struct Post: Decodable, Sendable {
  ///   var id: Int
  /// }
  ///
  /// let edit = try Endpoint<Post>.write(
  ///   "PATCH", ["posts", "7"], body: ["title": "Tides"], resource: "post"
  /// ).allowingBodilessAnswers()
  /// // a `204` decodes to `.noContent`, a `200` with the post to `.record(post)`
  /// ```
  public func allowingBodilessAnswers() -> Endpoint<WriteAnswer<Response>> {
    let payload = payload
    let createsItem = createsItem
    var answer = answering { data, decoder in WriteAnswer.record(try payload(data, decoder)) }
    answer.successStatuses = successStatuses.map { $0.union([201, 204]) }
    answer.bodilessAnswer = { head in
      if let location = head.createdLocation {
        return .created(location)
      }
      return createsItem && head.status != 204 ? nil : .noContent
    }
    return answer
  }

  /// The same endpoint, answered with the record a `Location` names when its server answers a
  /// write without a body (a `201 Created` with only `Location`): the session reads the record
  /// from there, on the same server, and decodes it as the write's answer would be.
  ///
  /// ```swift
  /// struct Post: Decodable, Sendable {
  ///   var id: Int
  /// }
  ///
  /// let create = try Endpoint<Post>.create(["posts"], body: ["title": "Tides"], resource: "post")
  ///   .fetchingCreatedRecord()
  /// // a `201` with `Location: /posts/101` is answered with the post read from `/posts/101`
  /// ```
  public func fetchingCreatedRecord() -> Self {
    var endpoint = self
    endpoint.fetchesCreatedRecord = true
    return endpoint
  }
}
