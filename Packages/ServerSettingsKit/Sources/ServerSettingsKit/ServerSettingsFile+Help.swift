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

    Settings of a server, each with an example:
      headers        Header fields sent with every request: each value text,
                     or {"variable": "NAME"}, the value of an environment
                     variable, which is secret
                       "headers": {"Accept": "text/csv",
                                   "X-API-Key": {"variable": "API_KEY"}}
      query          Query parameters sent with every request, each value as a
                     header's
                       "query": {"api_key": {"variable": "API_KEY"}}
      auth           Credentials as -a and -A give them: "type" basic (the
                     default), bearer or token (Authorization: Token ..., as
                     Django REST framework's TokenAuthentication takes it),
                     "user" for basic, and "secret", or "variable" naming the
                     environment variable that holds it
                       "auth": {"type": "token", "variable": "DRF_TOKEN"}
                       "auth": {"user": "ada", "variable": "ADA_PASSWORD"}
      oauth          OAuth 2 tokens, asked for at "tokenURL" (a URL, or a path
                     below the root) before the first request and again as
                     they run out or are refused (by the refresh token when
                     one came): "grant" client_credentials (the default, with
                     "clientID" and "clientSecret") or password ("user" and
                     "password", the client optional); "scopes"; each value
                     text or {"variable": "NAME"}. The client goes in Basic,
                     then in the body if refused, unless "clientAuthentication"
                     says basic or body. "keepToken" true keeps the token in
                     tokens/ beside this file (chmod 600) until it runs out.
                     Stored answers are kept by client and user, whatever the
                     token: --offline reads them after a new one
                       "oauth": {"tokenURL": "https://auth.example.com/token",
                                 "clientID": "reports",
                                 "clientSecret": {"variable": "REPORTS_SECRET"},
                                 "scopes": ["orders:read"]}
                       "oauth": {"tokenURL": "/token", "grant": "password",
                                 "user": "alice",
                                 "password": {"variable": "ALICE_PASSWORD"},
                                 "clientAuthentication": "body",
                                 "keepToken": true}
      secretHeaders  More header fields whose values are secret, as X-API-Key's:
                     never shown, and the answers of each value stored apart
                       "secretHeaders": ["X-Tenant"]
      secretQuery    More query parameters that carry credentials, as api_key
                       "secretQuery": ["sig"]
      records        How the server takes records: "root" "singular" sends a
                     body under the collection's singular ({"user": {...}} to
                     users, as Rails takes it); "extension" json puts .json on
                     each path of a record or a collection (/users/7.json);
                     "trailingSlash" true ends each with / (/books/7/, as
                     Django takes it); "format" json (the default), form (as
                     Stripe takes it) or jsonapi ({"data": {"type": ...,
                     "attributes": {...}}}, from the first request; a server
                     found to speak JSON:API is written to in it without);
                     "update" PATCH (the default), PUT or POST: the method of
                     an edit of the fields given
                       "records": {"trailingSlash": true}
                       "records": {"format": "form", "update": "POST"}
      paging         The query parameters the server names its pages by:
                     "page" (the number), "size", and "first" (the first
                     page's number, 1 or 0); json-server's _page and _limit
                     without it
                       "paging": {"page": "page", "size": "size", "first": 0}
      resources      The resources browse shows when --resource names none,
                     each as --resource takes it, a query after its path's ?
                       "resources": ["customers", "orders:api/v2/orders"]

    A mistake in a server's settings is one line naming its line and setting
    (exit 64), for a command that talks to that server alone; another server's
    commands do not read them. "\(program) settings" lists the servers and what is
    wrong with each; "\(program) settings show URL" shows what a command to URL
    uses, each value with where it came from.

    """
  }
}
