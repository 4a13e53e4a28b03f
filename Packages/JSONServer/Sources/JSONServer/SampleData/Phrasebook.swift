/// The word lists the standard dataset is written from, and the rules that combine them.
///
/// Every text is picked by index arithmetic, never at random, so the data is the same on every
/// run. Lists that are combined have different lengths and are stepped through at different
/// strides, so neighbouring records read differently.
enum Phrasebook {
  /// The element of `list` that `index` lands on, wrapping around.
  static func pick(_ list: [String], _ index: Int) -> String {
    list[index % list.count]
  }

  /// A sentence such as "The new intern simplified the garden plan over a long weekend."
  static func sentence(_ seed: Int) -> String {
    let subject = pick(subjects, seed)
    let verb = pick(verbs, seed * 5 + 3)
    let object = pick(objects, seed * 7 + 2)
    let ending = pick(endings, seed * 3 + 1)
    return "\(subject) \(verb) \(object) \(ending)."
  }

  /// `count` sentences starting at `seed`, one per line.
  static func lines(_ count: Int, seed: Int) -> String {
    (0..<count).map { sentence(seed + $0 * 17) }.joined(separator: "\n")
  }

  static let postOpeners = [
    "Notes on", "A short guide to", "What I learned from", "Rethinking", "The case for",
    "Five questions about", "Getting started with", "A year of", "In defense of",
    "Small lessons from",
  ]

  static let topics = [
    "offline-first apps", "code review", "the morning commute", "sourdough starters",
    "typed identifiers", "paper notebooks", "community gardens", "bicycle repair", "pagination",
    "retry budgets", "night trains", "slow cooking",
  ]

  static let subjects = [
    "The team", "Our small crew", "A patient reviewer", "The new intern", "My neighbour",
    "Everyone on the night shift", "The release manager", "A careful editor", "The whole class",
    "Each volunteer", "Nobody in the office",
  ]

  static let verbs = [
    "rewrote", "measured", "sketched", "questioned", "quietly fixed", "argued about",
    "celebrated", "documented", "tested", "simplified", "postponed", "revisited",
  ]

  static let objects = [
    "the onboarding checklist", "every flaky test", "the coffee budget", "a stubborn memory leak",
    "the garden plan", "last week's outage", "the reading list", "the shared calendar",
    "an old spreadsheet", "the delivery route", "the holiday schedule", "a tangled config file",
    "the map of the city",
  ]

  static let endings = [
    "before lunch", "twice", "without a single meeting", "over a long weekend",
    "and then took a walk", "with surprising results", "in plain language", "one step at a time",
    "after the storm", "on the train home",
  ]

  static let reactions = [
    "Loved the part about", "A question about", "Thanks for writing up", "Not sure I agree on",
    "More please on", "We tried this with", "Great point about", "Finally, someone on",
    "Following up on",
  ]

  static let replies = [
    "This matches what we saw last spring.", "I had never thought about it this way.",
    "We ran into the same thing last year.", "Bookmarking this for the next planning meeting.",
    "Could you share a bit more detail?", "Printed it out for the team.",
    "Strongly agree with the second point.", "This made my morning.",
    "I would add one more step to this.", "Sending this to my manager right now.",
    "Saving this one for a rainy day.",
  ]

  static let firstNames = [
    "ana", "ben", "carla", "dmitri", "elif", "femi", "grace", "hugo", "isla", "jonas", "keiko",
    "liam", "maya",
  ]

  static let lastNames = [
    "sousa", "clarke", "novak", "reyes", "haddad", "lindqvist", "mensah", "otieno", "petrov",
    "quinn", "tanaka",
  ]

  static let mailDomains = [
    "mail.example", "inbox.example", "post.example", "letters.example", "example.org",
  ]

  static let albumMoods = [
    "Winter light in", "Weekend in", "Rainy days in", "First snow in", "Markets of",
    "Rooftops of", "A long walk through", "Late summer in",
  ]

  static let places = [
    "Lisbon", "Kyoto", "Edinburgh", "Oaxaca", "Tallinn", "Hobart", "Marrakesh", "Bergen", "Hanoi",
    "Quebec City", "Cape Town", "Porto", "Vancouver",
  ]

  static let photoAdjectives = [
    "Foggy", "Golden", "Quiet", "Crowded", "Rain-soaked", "Sunlit", "Windy", "Blue-hour",
    "Frosty", "Colourful", "Empty",
  ]

  static let photoSubjects = [
    "harbour", "market stall", "bridge", "alleyway", "lighthouse", "tram stop", "bakery window",
    "rooftop garden", "ferry", "bookshop", "fountain", "hillside", "station clock",
  ]

  static let photoTimes = [
    "at dawn", "at noon", "after the rain", "at dusk", "on a Sunday", "in late autumn",
    "before the crowds",
  ]

  static let chores = [
    "Water the ferns", "Renew the library card", "Return the borrowed ladder",
    "Book a dentist appointment", "Fix the bike's back brake", "Compare insurance quotes",
    "Tidy the spice drawer", "Clear the gutters", "Order more printer paper",
    "Plan the team offsite", "Swap to winter tyres", "Check the recycling schedule",
    "Back up the laptop", "Reply to the landlord", "Descale the kettle", "Update the budget sheet",
    "Pick up the dry cleaning", "Write a thank-you note", "Defrost the freezer",
    "Call the plumber", "Sharpen the kitchen knives", "File last month's receipts",
    "Repot the basil", "Test the smoke alarm", "Donate the old coats",
  ]

  static let deadlines = ["", " before Friday", " this weekend", " again", " first thing tomorrow"]
}
