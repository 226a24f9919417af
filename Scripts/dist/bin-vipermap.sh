#!/bin/sh
# vipermap @VERSION@ — bin/vipermap of the release archive. It checks that the libraries the binary loads from the
# system are there, then runs libexec/vipermap. When one is missing it names it and prints the one command that
# installs it on this distribution, and exits with code 5 (vipermap's own codes are 0 to 4), instead of the
# loader's "error while loading shared libraries" and 127.
set -u

# Where this script really lives, so a symbolic link to it (e.g. in /usr/local/bin) works too.
self=$0
while [ -h "$self" ]; do
  link=$(readlink "$self") || break
  case $link in /*) self=$link ;; *) self=$(dirname "$self")/$link ;; esac
done
root=$(cd "$(dirname "$self")/.." && pwd)

# VIPERMAP_REQUIRED_LIBS_FOR_TEST replaces the list, so a test can name a library that does not exist.
libs=${VIPERMAP_REQUIRED_LIBS_FOR_TEST:-"libgvc.so.6 libcgraph.so.6 libxml2.so.2"}

# True when the dynamic loader can find $1: in the loader's cache (ldconfig -p), on LD_LIBRARY_PATH, or in the
# usual library folders.
have_lib() {
  for ldconfig in /sbin/ldconfig /usr/sbin/ldconfig ldconfig; do
    if command -v "$ldconfig" >/dev/null 2>&1; then
      "$ldconfig" -p 2>/dev/null | grep -q "^[[:space:]]*$1 " && return 0
      break
    fi
  done
  old_ifs=$IFS; IFS=:
  for dir in ${LD_LIBRARY_PATH:-} /lib /lib64 /usr/lib /usr/lib64 /usr/local/lib \
             /lib/x86_64-linux-gnu /usr/lib/x86_64-linux-gnu; do
    if [ -n "$dir" ] && [ -e "$dir/$1" ]; then IFS=$old_ifs; return 0; fi
  done
  IFS=$old_ifs
  return 1
}

missing='' count=0
for lib in $libs; do
  have_lib "$lib" || { missing="$missing $lib"; count=$((count + 1)); }
done

if [ -n "$missing" ]; then
  # VIPERMAP_OS_RELEASE_FOR_TEST stands in for /etc/os-release, so a test can ask for another distribution's command.
  os_release=${VIPERMAP_OS_RELEASE_FOR_TEST:-/etc/os-release}
  id=; id_like=
  if [ -r "$os_release" ]; then
    # shellcheck disable=SC1090
    id=$(. "$os_release" && echo "${ID:-}")
    # shellcheck disable=SC1090
    id_like=$(. "$os_release" && echo "${ID_LIKE:-}")
  fi
  case " $id $id_like " in
    *" alpine "*) install="not supported: this build needs glibc (2.36 or later); Alpine's musl cannot run it. Build vipermap from source." ;;
    *" debian "*|*" ubuntu "*) install="sudo apt-get install -y libgvc6 libxml2" ;;
    *" fedora "*|*" rhel "*|*" centos "*) install="sudo dnf install -y graphviz libxml2" ;;
    *" arch "*) install="sudo pacman -S --needed graphviz libxml2" ;;
    *" suse "*|*" opensuse "*) install="sudo zypper install -y graphviz libxml2-2" ;;
    *) install="install Graphviz (libgvc, libcgraph, libcdt and its plugins) and libxml2 with your package manager" ;;
  esac
  if [ "$count" -gt 1 ]; then noun=libraries; else noun=library; fi
  echo "vipermap: missing run-time $noun:$missing" >&2
  echo "vipermap: to install: $install" >&2
  exit 5
fi

exec "$root/libexec/vipermap" "$@"
