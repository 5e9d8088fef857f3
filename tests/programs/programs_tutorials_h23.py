"""Programs from NumPy's tutorials (numpy/numpy-tutorials) and the notebooks learners follow (the
Python Data Science Handbook's NumPy chapter, numpy-100), run cell by cell with NumPy and with
gpnumpy: what a difference between the two looked like in the notebook.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def tut_structured_people_table(np):
    # Handbook 02.09: a table of people in a structured array whose dtype is a dict of names
    # and formats
    name = ["Alice", "Bob", "Cathy", "Doug"]
    age = [25, 45, 37, 19]
    weight = [55.0, 85.5, 68.0, 61.5]
    data = np.zeros(4, dtype={"names": ("name", "age", "weight"),
                              "formats": ("U10", "i4", "f8")})
    print(data.dtype)
    data["name"] = name
    data["age"] = age
    data["weight"] = weight
    print(data)
    show(data["name"])
    show(data[0])
    show(data[-1]["name"])
    show(data[data["age"] < 30]["name"])
    show(np.mean(data["weight"]))
    show(np.sort(data, order="age")["name"])
    grid = np.zeros(2, dtype={"names": ("id", "mat"), "formats": ("i8", ("f8", (2, 2)))})
    show(grid["mat"].shape)
    attempt(np.zeros, 2, dtype={"names": ("a",), "formats": ("i4", "f8")})
