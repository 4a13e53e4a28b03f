extension ServerSettingsFile {
  /// The file's format, as `PROGRAM help servers` explains it: where the file of `program`
  /// is, an example, each setting of a server, and what a mistake in it does.
  public static func help(program: String) -> String {
    """
    \(program) servers: settings kept per server, in \(ServerSettingsFile.name)

    The file is $XDG_CONFIG_HOME/\(program)/\(ServerSettingsFile.name), else
    ~/.config/\(program)/\(ServerSettingsFile.name). It may hold secrets: it is read only
    when it is yours and no one else may read or change it (chmod 600).
    Its names are API roots, as --base-url gives them. Every request to a root
    sends what its settings say; what the command line gives (-a, --netrc, a
    header item Name:value) comes first.

    {
      "https://api.github.com": {
        "headers": {"Accept": "application/vnd.github+json"},
        "auth": {"type": "bearer", "variable": "GITHUB_TOKEN"}
      },
      "http://127.0.0.1:3000": {
        "headers": {"X-Tenant": "blue"},
        "query": {"api_key": {"variable": "LOCAL_API_KEY"}},
        "secretHeaders": ["X-Tenant"],
        "secretQuery": ["sig"]
      },
      "http://127.0.0.1:3001": {
        "records": {"root": "singular", "extension": "json"}
      }
    }

    Settings of a server:
      headers        Header fields sent with every request: each value text,
                     or {"variable": "NAME"}, the value of an environment
                     variable, which is secret
      query          Query parameters sent with every request, each value as a
                     header's
      auth           Credentials as -a and -A give them: "type" basic (the
                     default) or bearer, "user" for basic, and "secret", or
                     "variable" naming the environment variable that holds it
      secretHeaders  More header fields whose values are secret, as X-API-Key's:
                     never shown, and the answers of each value stored apart
      secretQuery    More query parameters that carry credentials, as api_key
      records        How the server takes records: "root" "singular" sends a
                     body under the collection's singular ({"user": {...}} to
                     users, as Rails takes it); "extension" json puts .json on
                     each path of a record or a collection (/users/7.json);
                     "trailingSlash" true ends each with / (/books/7/, as
                     Django takes it); "format" json (the default), form (as
                     Stripe takes it) or jsonapi ({"data": {"type": ...,
                     "attributes": {...}}}, from the first request; a server
                     found to speak JSON:API is written to in it without)
      resources      The resources browse shows when --resource names none,
                     each as --resource takes it: ["customers",
                     "orders:api/v2/orders"]

    A mistake in the file is one line naming its line and setting (exit 64).

    """
  }
}
