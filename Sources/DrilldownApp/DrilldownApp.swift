import Gtk
import Model
