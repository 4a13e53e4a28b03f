// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Models",
  platforms: [.macOS("12.3"), .iOS("15.4"), .tvOS("15.4"), .watchOS("8.5")],
  products: [
    .library(name: "Models", targets: ["Models"])
  ],
  targets: [
    .target(name: "Models"),
    .testTarget(name: "ModelsTests", dependencies: ["Models"]),
  ],
  swiftLanguageModes: [.v6]
)
