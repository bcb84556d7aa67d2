/* Empty on purpose: this module exists for pkg-config's compiler and linker flags (UiTools); the C++
   target QtRow includes the Qt headers itself, and Swift sees only QtRow's plain C header. */
