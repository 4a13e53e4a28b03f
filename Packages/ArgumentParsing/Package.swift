// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ArgumentParsing",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ArgumentParsing", targets: ["ArgumentParsing"])
  ],
  targets: [
    .target(name: "ArgumentParsing"),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
  ],
  swiftLanguageModes: [.v6]
)
