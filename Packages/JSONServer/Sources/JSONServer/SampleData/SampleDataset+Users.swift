import Models

extension SampleDataset {
  /// The ten users of the standard dataset, written out in full.
  static let standardUsers = [
    User(
      id: 1, name: "Margaret Holloway", username: "mholloway",
      email: "margaret@holloway.example",
      address: User.Address(
        street: "14 Juniper Lane", suite: "Apt. 3", city: "Melbourne", zipcode: "3000",
        geo: User.Geo(lat: "-37.8140", lng: "144.9630")),
      phone: "(03) 5550 0142", website: "holloway.example",
      company: User.Company(
        name: "Holloway & Finch", catchPhrase: "Small batches, big ideas",
        bs: "handcraft bespoke newsletters")),
    User(
      id: 2, name: "Renée Fontaine", username: "rfontaine",
      email: "renee.fontaine@mail.example",
      address: User.Address(
        street: "8 Rue des Tanneurs", suite: "Suite 210", city: "Lyon", zipcode: "69002",
        geo: User.Geo(lat: "45.7640", lng: "4.8357")),
      phone: "+33 4 55 01 23 45", website: "fontaine-studio.example",
      company: User.Company(
        name: "Atelier Fontaine", catchPhrase: "Design that listens",
        bs: "curate human-centred interfaces")),
    User(
      id: 3, name: "Jürgen Weiß", username: "jweiss",
      email: "j.weiss@post.example",
      address: User.Address(
        street: "Lindenstraße 42", suite: "Hinterhaus 2", city: "München", zipcode: "80331",
        geo: User.Geo(lat: "48.1370", lng: "11.5756")),
      phone: "+49 89 5550 1234 x12", website: "weiss.example",
      company: User.Company(
        name: "Weiß Logistik", catchPhrase: "Always on the next train",
        bs: "optimize last-mile deliveries")),
    User(
      id: 4, name: "Iñaki Ibáñez", username: "iibanez",
      email: "inaki@ibanez.example",
      address: User.Address(
        street: "Calle del Olmo 7", suite: "Piso 2", city: "Bilbao", zipcode: "48005",
        geo: User.Geo(lat: "43.2630", lng: "-2.9350")),
      phone: "+34 944 55 01 77", website: "ibanez.example",
      company: User.Company(
        name: "Olmo Tools", catchPhrase: "Built to be repaired",
        bs: "revitalize neighbourhood workshops")),
    User(
      id: 5, name: "김서연 (Seo-yeon Kim)", username: "seoyeon",
      email: "seoyeon.kim@mail.example",
      address: User.Address(
        street: "12 Hangang-daero", suite: "Unit 1502", city: "Seoul", zipcode: "04378",
        geo: User.Geo(lat: "37.5665", lng: "126.9780")),
      phone: "+82 2-555-0175", website: "seoyeon.example",
      company: User.Company(
        name: "Hangang Analytics", catchPhrase: "Numbers with a story",
        bs: "visualize quarterly metrics")),
    User(
      id: 6, name: "Haruto Sato", username: "haruto.sato",
      email: "haruto@sato-robotics.example",
      address: User.Address(
        street: "3-1 Marunouchi", suite: "Floor 9", city: "東京", zipcode: "100-0005",
        geo: User.Geo(lat: "35.6812", lng: "139.7671")),
      phone: "+81 3-5550-0196", website: "sato-robotics.example",
      company: User.Company(
        name: "Sato Robotics 🤖", catchPhrase: "Quietly precise",
        bs: "automate warehouse picking")),
    User(
      id: 7, name: "Amara Okafor", username: "aokafor",
      email: "amara@okafor.example",
      address: User.Address(
        street: "27 Marina Road", suite: "Suite 4", city: "Lagos", zipcode: "101241",
        geo: User.Geo(lat: "6.4550", lng: "3.3941")),
      phone: "+234 1 555 0107", website: "okafor.example",
      company: User.Company(
        name: "Okafor Solar", catchPhrase: "Sunlight, delivered",
        bs: "deploy off-grid power")),
    User(
      id: 8, name: "Lucas Oliveira", username: "loliveira",
      email: "lucas.oliveira@mail.example",
      address: User.Address(
        street: "Rua Augusta 150", suite: "Apt. 81", city: "São Paulo", zipcode: "01304-000",
        geo: User.Geo(lat: "-23.5505", lng: "-46.6333")),
      phone: "+55 11 5555-0188", website: "oliveira.example",
      company: User.Company(
        name: "Oliveira & Filhos", catchPhrase: "Family-run since 1987",
        bs: "roast single-origin coffee")),
    User(
      id: 9, name: "Chloe Bennett", username: "cbennett",
      email: "chloe@bennett.example",
      address: User.Address(
        street: "5 Harbour Street", suite: "Level 2", city: "Sydney", zipcode: "2000",
        geo: User.Geo(lat: "-33.8688", lng: "151.2090")),
      phone: "(02) 5550 1299 x301", website: "bennett.example",
      company: User.Company(
        name: "Bennett Sailcloth", catchPhrase: "Made for the long haul",
        bs: "stitch durable sails")),
    User(
      id: 10, name: "Priya Raman 👩‍💻", username: "priyacodes",
      email: "priya@raman.example",
      address: User.Address(
        street: "221 Lake View Road", suite: "Flat 6C", city: "Chennai", zipcode: "600040",
        geo: User.Geo(lat: "13.0827", lng: "80.2707")),
      phone: "+91 44 5550 1010", website: "priya-raman.example",
      company: User.Company(
        name: "Raman Labs", catchPhrase: "Ship small, ship often 🚀",
        bs: "prototype developer tools")),
  ]
}
