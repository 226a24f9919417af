#ifndef VIPERMAP_CGRAPHVIZ_SHIM_H
#define VIPERMAP_CGRAPHVIZ_SHIM_H
// Graphviz's public headers, found through pkg-config (libgvc): Debian's libgraphviz-dev or Homebrew's graphviz.
#include <gvc.h>
#include <cgraph.h>
#endif
