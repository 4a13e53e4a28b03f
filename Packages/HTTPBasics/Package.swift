// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPBasics",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "HTTPBasics", targets: ["HTTPBasics"])
  ],
  targets: [
    .target(name: "HTTPBasics"),
    .testTarget(name: "HTTPBasicsTests", dependencies: ["HTTPBasics"]),
  ],
  swiftLanguageModes: [.v6]
)
